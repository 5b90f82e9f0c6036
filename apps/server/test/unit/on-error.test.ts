import { REQUEST_MESSAGES } from "@somnia/shared/errors";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { AppError } from "../../src/lib/app-error";
import { createLogger } from "../../src/lib/logger";
import { createErrorHandler } from "../../src/lib/on-error";

/** An app whose one route throws `err`, and the lines its error log got. */
function throwing(err: Error) {
  const lines: string[] = [];
  const app = new Hono().get("/", () => {
    throw err;
  });
  app.onError(createErrorHandler(createLogger("error", { write: (l: string) => lines.push(l) })));
  return { app, lines };
}

describe("the error handler", () => {
  it("answers a value PostgreSQL refuses (wrapped as the query builder wraps it) with a 400", async () => {
    const pgError = Object.assign(new Error("invalid byte sequence for encoding UTF8: 0x00"), {
      code: "22021",
    });
    const { app, lines } = throwing(new Error("Failed query: insert …", { cause: pgError }));
    const response = await app.request("/");
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: {
        code: "BAD_REQUEST",
        reason: REQUEST_MESSAGES.notStorable,
      },
    });
    expect(lines).toEqual([]);
  });

  it("keeps any other failure a logged 500 with a safe message", async () => {
    const { app, lines } = throwing(Object.assign(new Error("connection refused"), { code: "ECONNREFUSED" }));
    const response = await app.request("/");
    expect(response.status).toBe(500);
    expect(((await response.json()) as { error: { reason: string } }).error.reason).toBe(
      REQUEST_MESSAGES.internal,
    );
    expect(lines).toHaveLength(1);
  });

  it("closes the connection after a 413", async () => {
    const { app } = throwing(new AppError("PAYLOAD_TOO_LARGE", { reason: REQUEST_MESSAGES.tooLarge }));
    const response = await app.request("/");
    expect(response.status).toBe(413);
    expect(response.headers.get("connection")).toBe("close");
  });
});
