import { AUTH_MESSAGES } from "@somnia/shared/auth";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { SIGN_IN_THROTTLE } from "../../src/services/auth/sign-in-throttle";
import { contractOf } from "../helpers/contract";
import { createUser, passwordResetToken, type TestUser } from "../helpers/factories";
import { type CallOptions, call, cookiesFrom, json, randomIp } from "../helpers/http";
import { lastMailTo, pathOf } from "../helpers/outbox";
import { useTestApp } from "../helpers/test-app";

/**
 * /api/auth/* answers as lib/openapi-auth.ts documents it: each documented operation, through its
 * success and its refusals. Every call goes through the contract check (helpers/contract.ts),
 * which fails any status, header or body the document does not allow.
 */
const t = useTestApp();
const visited = new Set<string>();
let user: TestUser;

/** A call whose answer must be `status`; the operation it reached counts as visited. */
async function expectAnswer(status: number, path: string, options: CallOptions = {}) {
  const response = await call(t.app, path, { ip: randomIp(), ...options });
  const method = options.method ?? (options.body === undefined ? "GET" : "POST");
  const operation = (await contractOf(t.app)).find(method, new URL(path, "http://x").pathname);
  if (operation) visited.add(operation.key);
  expect({ path, status: response.status }).toEqual({ path, status });
  return response;
}

beforeAll(async () => {
  user = await createUser(t);
});

describe("/api/auth as documented", () => {
  it("signs up: the same answer for a new or a taken address; refusals in both error shapes", async () => {
    const body = { email: `new-${randomIp()}@example.com`, password: "a quiet harbour at dawn", name: "Nia" };
    const created = await json(await expectAnswer(200, "/api/auth/sign-up/email", { body }));
    expect(created).toMatchObject({ token: null, user: { email: body.email, image: null } });
    await expectAnswer(200, "/api/auth/sign-up/email", { body: { ...body, email: user.email } });
    const weak = await expectAnswer(400, "/api/auth/sign-up/email", {
      body: { ...body, password: "password1" },
    });
    expect(await json(weak)).toMatchObject({
      error: { code: "VALIDATION_FAILED" },
      code: "VALIDATION_FAILED",
    });
    await expectAnswer(400, "/api/auth/sign-up/email", { body: "{" });
    await expectAnswer(400, "/api/auth/sign-up/email", {
      body: { ...body, callbackURL: "https://evil.example/" },
    });
    // Not confirmed yet: better-auth's own refusal, its code kept for its client, Somnia's reason.
    const unconfirmed = await expectAnswer(403, "/api/auth/sign-in/email", {
      body: { email: body.email, password: body.password },
    });
    expect(await json(unconfirmed)).toEqual({
      error: { code: "FORBIDDEN", reason: AUTH_MESSAGES.emailNotVerified },
      code: "EMAIL_NOT_VERIFIED",
      reason: AUTH_MESSAGES.emailNotVerified,
    });
  });

  it("confirms an address by the e-mailed link, or says why not", async () => {
    const body = {
      email: `confirm-${randomIp()}@example.com`,
      password: "a quiet harbour at dawn",
      name: "Cy",
    };
    await expectAnswer(200, "/api/auth/sign-up/email", { body });
    const link = pathOf((await lastMailTo(t.dataDir, body.email)).links[0] as string);
    const confirmed = await expectAnswer(302, link);
    expect(confirmed.headers.get("set-cookie")).toContain("somnia.session_token=");
    const again = new URL(link, "http://localhost");
    again.searchParams.delete("callbackURL");
    await expectAnswer(200, `${again.pathname}${again.search}`);
    await expectAnswer(302, "/api/auth/verify-email?token=nonsense&callbackURL=%2Fauth");
    await expectAnswer(401, "/api/auth/verify-email?token=nonsense");
    await expectAnswer(400, "/api/auth/verify-email");
    await expectAnswer(200, "/api/auth/send-verification-email", { body: { email: body.email } });
  });

  it("signs in and out, and tells who is signed in without the session's token", async () => {
    const { email, password } = user;
    const signedIn = await expectAnswer(200, "/api/auth/sign-in/email", { body: { email, password } });
    expect(await json(signedIn)).toMatchObject({ redirect: false, user: { email, image: null } });
    await expectAnswer(401, "/api/auth/sign-in/email", { body: { email, password: "not the password" } });
    await expectAnswer(400, "/api/auth/sign-in/email", { body: { email: "nope", password } });
    await expectAnswer(400, "/api/auth/sign-in/email", { body: { email } });
    const session = await json(await expectAnswer(200, "/api/auth/get-session", { cookie: user.cookie }));
    expect(session.user).toMatchObject({ email, image: null });
    expect(session.session).not.toHaveProperty("token");
    expect(await json(await expectAnswer(200, "/api/auth/get-session"))).toBeNull();
    await expectAnswer(200, "/api/auth/sign-out", { body: {}, cookie: cookiesFrom(signedIn) });
  });

  it("resets a password by the e-mailed link", async () => {
    await expectAnswer(200, "/api/auth/request-password-reset", {
      body: { email: user.email, redirectTo: "/reset-password" },
    });
    await expectAnswer(400, "/api/auth/request-password-reset", {
      body: { email: user.email, redirectTo: "//evil.example/" },
    });
    const link = pathOf((await lastMailTo(t.dataDir, user.email)).links[0] as string);
    const landing = await expectAnswer(302, link);
    expect(landing.headers.get("location")).toMatch(/\/reset-password\?token=/);
    await expectAnswer(302, "/api/auth/reset-password/nonsense?callbackURL=%2Freset-password");
    await expectAnswer(400, "/api/auth/reset-password/nonsense");
    const newPassword = "another quiet harbour";
    await expectAnswer(400, "/api/auth/reset-password", { body: { newPassword, token: "nonsense" } });
    const token = await passwordResetToken(t, user.email);
    await expectAnswer(200, "/api/auth/reset-password", { body: { newPassword, token } });
    user = { ...user, password: newPassword };
  });

  it("answers Google's routes while Google is off, and better-auth's own pages", async () => {
    // better-auth logs the unknown provider and the return without a sign-in as errors.
    const logged = vi.mocked(console.error).mockImplementation(() => {});
    const google = await expectAnswer(404, "/api/auth/sign-in/social", { body: { provider: "google" } });
    expect(await json(google)).toMatchObject({ code: "PROVIDER_NOT_FOUND" });
    await expectAnswer(400, "/api/auth/sign-in/social", { body: {} });
    const back = await expectAnswer(302, "/api/auth/callback/google?code=x&state=y");
    expect(back.headers.get("location")).toMatch(/\/api\/auth\/error\?error=/);
    await expectAnswer(302, "/api/auth/callback/google", { method: "POST", body: {} });
    await expectAnswer(200, "/api/auth/ok");
    const page = await expectAnswer(200, "/api/auth/error?error=state_mismatch");
    expect(page.headers.get("content-type")).toMatch(/^text\/html/);
    expect(logged.mock.calls.every(([line]) => String(line).includes("[auth]"))).toBe(true);
    logged.mockClear();
  });

  it("limits requests with 429, `Retry-After` and Somnia's error shape", async () => {
    const ip = randomIp();
    const body = { email: user.email };
    await expectAnswer(200, "/api/auth/send-verification-email", { body, ip });
    const limited = await expectAnswer(429, "/api/auth/send-verification-email", { body, ip });
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await json(limited)).toMatchObject({ error: { code: "RATE_LIMITED" } });
    // The free failures and four more, just now: the next attempt must wait.
    const now = Date.now();
    for (let i = 0; i < SIGN_IN_THROTTLE.freeFailures + 4; i += 1) {
      await t.ctx.signInThrottle.recordFailure(user.email, undefined, new Date(now - i * 1000));
    }
    const throttled = await expectAnswer(429, "/api/auth/sign-in/email", {
      body: { email: user.email, password: user.password },
    });
    expect(await json(throttled)).toMatchObject({ error: { code: "RATE_LIMITED" } });
  });

  it("visited every documented /api/auth operation", async () => {
    const { operations } = await contractOf(t.app);
    const documented = operations.map((o) => o.key).filter((key) => key.includes(" /api/auth/"));
    expect([...visited].sort()).toEqual(documented.sort());
  });
});
