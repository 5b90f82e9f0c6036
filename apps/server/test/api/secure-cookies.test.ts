import { describe, expect, it } from "vitest";
import { call } from "../helpers/http";
import { lastMailTo, pathOf } from "../helpers/outbox";
import { useTestApp } from "../helpers/test-app";

const ORIGIN = "https://somnia.example";
const t = useTestApp({ PUBLIC_URL: ORIGIN });

describe("behind https", () => {
  it("marks the session cookie Secure, HttpOnly and SameSite=Lax", async () => {
    const email = "secure@example.com";
    const signUp = await call(t.app, "/api/auth/sign-up/email", {
      body: { email, password: "over-https-only", name: "Sec" },
      headers: { origin: ORIGIN },
    });
    expect(signUp.status).toBe(200);
    const link = (await lastMailTo(t.dataDir, email)).links[0] as string;
    expect(link.startsWith(`${ORIGIN}/api/auth/verify-email?`)).toBe(true);
    const verify = await call(t.app, pathOf(link));
    const cookie = verify.headers.getSetCookie().find((c) => c.includes("session_token=")) ?? "";
    expect(cookie).toMatch(/^__Secure-somnia\.session_token=/);
    expect(cookie).toMatch(/; Secure/);
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Lax/i);
  });
});
