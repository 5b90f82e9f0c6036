import { describe, expect, it } from "vitest";
import { call, json } from "../helpers/http";
import { useTestApp } from "../helpers/test-app";

const t = useTestApp();

describe("the API shell", () => {
  it("serves the public config", async () => {
    const response = await call(t.app, "/api/config");
    expect(response.status).toBe(200);
    expect(await json(response)).toEqual({
      googleEnabled: false,
      supportEmail: "support@somnia.app",
      externalAiProvider: null,
    });
  });

  it("answers unknown API routes with a JSON 404", async () => {
    for (const method of ["GET", "POST", "DELETE"]) {
      const response = await call(t.app, "/api/no-such-thing", { method });
      expect(response.status).toBe(404);
      expect(await json(response)).toEqual({ error: { code: "NOT_FOUND", reason: "REQUEST_NOT_FOUND" } });
    }
  });

  it("sends security headers", async () => {
    const response = await call(t.app, "/api/config");
    const csp = response.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("x-request-id")).toBeTruthy();
  });

  it("turns off the camera, geolocation and payments, and keeps the microphone to Somnia's own pages", async () => {
    const policy = "camera=(), geolocation=(), payment=(), microphone=(self)";
    for (const path of ["/api/config", "/api/no-such-thing", "/api/dreams", "/not-an-api-path"]) {
      const response = await t.app.request(`http://localhost:3000${path}`);
      expect({ path, policy: response.headers.get("permissions-policy") }).toEqual({ path, policy });
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    }
  });

  it("refuses oversized bodies", async () => {
    const response = await call(t.app, "/api/memory", { body: { content: "x".repeat(2 * 1024 * 1024) } });
    expect(response.status).toBe(413);
    expect((await json(response)).error.code).toBe("PAYLOAD_TOO_LARGE");
  });
});
