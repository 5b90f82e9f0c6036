import { AUTH_MESSAGES } from "@somnia/shared/auth";
import { describe, expect, it } from "vitest";
import { SIGN_IN_THROTTLE } from "../../src/services/auth/sign-in-throttle";
import { createUser, passwordResetToken, signIn, type TestUser } from "../helpers/factories";
import { call, cookiesFrom, json, randomIp } from "../helpers/http";
import { useTestApp } from "../helpers/test-app";

const t = useTestApp();

/** A wrong password from a fresh address each time: an attacker spread over many, past the per-address limit. */
const guess = (user: TestUser, cookie?: string) =>
  call(t.app, "/api/auth/sign-in/email", {
    body: { email: user.email, password: "not the password" },
    ip: randomIp(),
    cookie,
  });

/** Records `count` failures for `user` one minute apart, the last one just now. */
async function failuresLeadingToNow(user: TestUser, count: number, deviceCookie?: string) {
  const now = Date.now();
  for (let i = count - 1; i >= 0; i -= 1) {
    await t.ctx.signInThrottle.recordFailure(user.email, deviceCookie, new Date(now - i * 60_000));
  }
}

describe("the per-account sign-in throttle", () => {
  it("answers the first failures at once, then makes each attempt wait, from any address", async () => {
    const user = await createUser(t);
    for (let i = 0; i < SIGN_IN_THROTTLE.freeFailures; i += 1) expect((await guess(user)).status).toBe(401);
    // Four more just now: the next attempt must wait 16 s, far longer than this test takes.
    await failuresLeadingToNow(user, 4);
    const refused = await guess(user);
    expect(refused.status).toBe(429);
    const wait = Number(refused.headers.get("retry-after"));
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(16);
    expect(await json(refused)).toMatchObject({
      code: "RATE_LIMITED",
      reason: AUTH_MESSAGES.signInWait,
      params: { seconds: wait },
    });
    // The right password waits too: the throttle does not reveal whether a guess was right.
    expect((await signIn(t, user)).response.status).toBe(429);
  });

  it("doubles the wait with each failure past the free ones", async () => {
    const throttle = t.ctx.signInThrottle;
    const email = `clock-${randomIp()}@example.com`;
    const t0 = Date.now() - 10 * 60_000;
    const at = (ms: number) => new Date(t0 + ms);
    for (let i = 0; i < SIGN_IN_THROTTLE.freeFailures; i += 1)
      await throttle.recordFailure(email, undefined, at(0));
    expect(await throttle.check(email, undefined, at(500))).toEqual({
      allowed: false,
      retryAfterSeconds: 1,
      locked: false,
    });
    expect(await throttle.check(email, undefined, at(1000))).toEqual({ allowed: true });
    await throttle.recordFailure(email, undefined, at(1000));
    expect(await throttle.check(email, undefined, at(1000))).toEqual({
      allowed: false,
      retryAfterSeconds: 2,
      locked: false,
    });
    await throttle.recordFailure(email, undefined, at(3000));
    expect(await throttle.check(email, undefined, at(3000))).toEqual({
      allowed: false,
      retryAfterSeconds: 4,
      locked: false,
    });
  });

  it("locks the account to unknown browsers after repeated failures, with a clear message", async () => {
    const user = await createUser(t);
    await failuresLeadingToNow(user, SIGN_IN_THROTTLE.lockAfter);
    const refused = await signIn(t, user);
    expect(refused.response.status).toBe(429);
    const body = await json(refused.response);
    expect(body.error).toMatchObject({ code: "RATE_LIMITED", reason: AUTH_MESSAGES.signInLocked });
    expect([14, 15]).toContain(body.error.params.minutes);
  });

  it("lets the lock run out, and forgets failures after an hour", async () => {
    const user = await createUser(t);
    const start = Date.now() - (SIGN_IN_THROTTLE.lockMinutes + 30) * 60_000;
    for (let i = 0; i < SIGN_IN_THROTTLE.lockAfter; i += 1) {
      await t.ctx.signInThrottle.recordFailure(user.email, undefined, new Date(start + i * 1000));
    }
    expect(await t.ctx.signInThrottle.check(user.email, undefined)).toEqual({ allowed: true });
    expect((await signIn(t, user)).response.status).toBe(200);
  });

  it("never locks out a browser that has signed in to the account before", async () => {
    const user = await createUser(t);
    const first = await signIn(t, user);
    expect(first.response.status).toBe(200);
    const device = first.response.headers.getSetCookie().find((c) => c.startsWith("somnia.known_device="));
    expect(device).toMatch(/; Path=\/api\/auth; Max-Age=31536000; HttpOnly; SameSite=Lax$/);
    const known = cookiesFrom(first.response)
      .split("; ")
      .find((c) => c.startsWith("somnia.known_device=")) as string;

    // An attacker locks the account for everyone else…
    await failuresLeadingToNow(user, SIGN_IN_THROTTLE.lockAfter);
    expect((await signIn(t, user)).response.status).toBe(429);
    // …and the owner's browser signs in all the same.
    const owner = await call(t.app, "/api/auth/sign-in/email", {
      body: { email: user.email, password: user.password },
      ip: randomIp(),
      cookie: known,
    });
    expect(owner.status).toBe(200);
    // A known-device cookie for another account counts for nothing here.
    const other = await createUser(t);
    await failuresLeadingToNow(other, SIGN_IN_THROTTLE.lockAfter);
    expect((await guess(other, known)).status).toBe(429);
  });

  it("is cleared by a password reset", async () => {
    const user = await createUser(t);
    await failuresLeadingToNow(user, SIGN_IN_THROTTLE.lockAfter);
    const token = await passwordResetToken(t, user.email);
    const reset = await call(t.app, "/api/auth/reset-password", {
      body: { token, newPassword: "a lantern in the orchard" },
      ip: randomIp(),
    });
    expect(reset.status).toBe(200);
    expect(
      (await signIn(t, { email: user.email, password: "a lantern in the orchard" })).response.status,
    ).toBe(200);
  });

  it("says the same for an address with no account", async () => {
    const nobody = { email: "nobody-here@example.com", password: "x" } as TestUser;
    for (let i = 0; i < SIGN_IN_THROTTLE.freeFailures; i += 1) expect((await guess(nobody)).status).toBe(401);
    expect((await guess(nobody)).status).toBe(429);
  });
});
