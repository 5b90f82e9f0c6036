import { Hono } from "hono";
import { requestId } from "hono/request-id";
import { describe, expect, it } from "vitest";
import type { AppEnv } from "../../src/lib/hono-env";
import { createLogger } from "../../src/lib/logger";
import { requestLog } from "../../src/lib/request-log";

describe("request log", () => {
  it("logs id, method, path without the query string, status and duration — nothing else", async () => {
    const lines: string[] = [];
    const logger = createLogger("info", { write: (line: string) => lines.push(line) });
    const app = new Hono<AppEnv>().use(requestId(), requestLog(logger));
    app.post("/api/auth/verify-email", (c) => c.text("ok", 201));
    await app.request("/api/auth/verify-email?token=super-secret-token", {
      method: "POST",
      body: JSON.stringify({ password: "hunter22", content: "my dream" }),
    });
    expect(lines).toHaveLength(1);
    const entry = JSON.parse(lines[0] as string);
    expect(entry).toMatchObject({ method: "POST", path: "/api/auth/verify-email", status: 201 });
    expect(entry.reqId).toBeTruthy();
    expect(typeof entry.ms).toBe("number");
    expect(lines[0]).not.toMatch(/super-secret-token|hunter22|my dream/);
  });
});
