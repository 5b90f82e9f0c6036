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

  it("replaces the reset link's token in the path", async () => {
    const lines: string[] = [];
    const logger = createLogger("info", { write: (line: string) => lines.push(line) });
    const app = new Hono<AppEnv>().use(requestId(), requestLog(logger));
    app.get("/api/auth/reset-password/:token", (c) => c.redirect("/reset-password", 302));
    await app.request("/api/auth/reset-password/bearer-token-123?callbackURL=%2Freset-password");
    expect(JSON.parse(lines[0] as string).path).toBe("/api/auth/reset-password/[redacted]");
    expect(lines[0]).not.toContain("bearer-token-123");
  });
});

describe("log redaction", () => {
  it("censors passwords, tokens, secrets, cookies and authorization headers wherever they are logged", () => {
    const lines: string[] = [];
    const logger = createLogger("info", { write: (line: string) => lines.push(line) });
    logger.info({ password: "pw-1", token: "tok-1", secret: "sec-1" }, "top level");
    logger.warn({ body: { newPassword: "pw-2", token: "tok-2" } }, "one level down");
    logger.error(
      {
        req: {
          headers: {
            cookie: "somnia.session_token=ck-1",
            authorization: "Bearer au-1",
            "set-cookie": "sc-1",
          },
        },
        err: { headers: { "x-api-key": "key-1" } },
      },
      "headers",
    );
    const text = lines.join("\n");
    for (const secret of ["pw-1", "tok-1", "sec-1", "pw-2", "tok-2", "ck-1", "au-1", "sc-1", "key-1"]) {
      expect(text).not.toContain(secret);
    }
    expect(text.match(/\[redacted\]/g)).toHaveLength(9);
  });
});
