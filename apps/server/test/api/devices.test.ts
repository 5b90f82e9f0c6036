import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { session } from "../../src/db/schema";
import { createUser, type TestUser } from "../helpers/factories";
import { call, cookiesFrom, json, randomIp } from "../helpers/http";
import { useTestApp } from "../helpers/test-app";

const t = useTestApp({ SESSION_MAX_AGE_DAYS: "30", SESSION_IDLE_DAYS: "7" });

const FIREFOX_MAC = "Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:132.0) Gecko/20100101 Firefox/132.0";
const SAFARI_IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1";

async function signInWith(user: TestUser, userAgent: string) {
  const response = await call(t.app, "/api/auth/sign-in/email", {
    body: { email: user.email, password: user.password },
    ip: randomIp(),
    headers: { "user-agent": userAgent },
  });
  expect(response.status).toBe(200);
  return cookiesFrom(response);
}

const sessionsOf = async (cookie: string) => json(await call(t.app, "/api/me/sessions", { cookie }));
const tokenOf = (cookie: string) =>
  decodeURIComponent(/somnia\.session_token=([^;.]+)/.exec(cookie)?.[1] ?? "");

describe("your devices", () => {
  it("lists each signed-in browser by name and system, marks this one, and never hands out a token", async () => {
    const user = await createUser(t);
    const laptop = await signInWith(user, FIREFOX_MAC);
    const phone = await signInWith(user, SAFARI_IPHONE);
    const response = await call(t.app, "/api/me/sessions", { cookie: phone });
    const text = await response.clone().text();
    const { sessions } = await json(response);
    expect(sessions).toHaveLength(3);
    expect(sessions.filter((s: { current: boolean }) => s.current)).toEqual([
      expect.objectContaining({ browser: "Safari", os: "iOS", current: true }),
    ]);
    expect(sessions).toContainEqual(
      expect.objectContaining({ browser: "Firefox", os: "macOS", current: false }),
    );
    for (const cookie of [user.cookie, laptop, phone]) expect(text).not.toContain(tokenOf(cookie));
    // get-session tells the page who is signed in, without the token either.
    const own = await call(t.app, "/api/auth/get-session", { cookie: phone });
    const body = await own.clone().text();
    expect((await json(own)).session.id).toBeTruthy();
    expect(body).not.toContain(tokenOf(phone));
    expect(body).not.toContain('"token"');
  });

  it("signs out one device, whose next request is refused, and not another user's", async () => {
    const user = await createUser(t);
    const laptop = await signInWith(user, FIREFOX_MAC);
    const { sessions } = await sessionsOf(laptop);
    const laptopId = sessions.find((s: { current: boolean }) => s.current).id;

    const stranger = await createUser(t);
    const refused = await call(t.app, `/api/me/sessions/${laptopId}`, {
      method: "DELETE",
      cookie: stranger.cookie,
    });
    expect(refused.status).toBe(404);
    expect((await call(t.app, "/api/dreams", { cookie: laptop })).status).toBe(200);
    // An id that no session can have (a NUL, a slash) is as absent as a stranger's.
    for (const id of ["a%00b", "x%2Fy", "z".repeat(300)]) {
      const nothing = await call(t.app, `/api/me/sessions/${id}`, { method: "DELETE", cookie: user.cookie });
      expect(nothing.status).toBe(404);
    }

    const ended = await call(t.app, `/api/me/sessions/${laptopId}`, {
      method: "DELETE",
      cookie: user.cookie,
    });
    expect(ended.status).toBe(204);
    expect((await call(t.app, "/api/dreams", { cookie: laptop })).status).toBe(401);
    expect((await sessionsOf(user.cookie)).sessions).toHaveLength(1);
  });

  it("signs out everywhere else, keeping this browser", async () => {
    const user = await createUser(t);
    const laptop = await signInWith(user, FIREFOX_MAC);
    const phone = await signInWith(user, SAFARI_IPHONE);
    expect(await json(await call(t.app, "/api/me/sessions", { method: "DELETE", cookie: laptop }))).toEqual({
      ended: 2,
    });
    expect((await call(t.app, "/api/dreams", { cookie: phone })).status).toBe(401);
    expect((await call(t.app, "/api/dreams", { cookie: user.cookie })).status).toBe(401);
    expect((await call(t.app, "/api/dreams", { cookie: laptop })).status).toBe(200);
  });
});

describe("session lifetimes", () => {
  it("ends a session 30 days after sign-in, however active it has been", async () => {
    const user = await createUser(t);
    const cookie = await signInWith(user, FIREFOX_MAC);
    expect((await call(t.app, "/api/dreams", { cookie })).status).toBe(200);
    const token = tokenOf(cookie);
    const thirtyOneDaysAgo = new Date(Date.now() - 31 * 24 * 60 * 60 * 1000);
    await t.ctx.db.update(session).set({ createdAt: thirtyOneDaysAgo }).where(eq(session.token, token));
    // Dropped from this instance's cache the way every change to a session is (auth.ts).
    await t.ctx.events.sessions.revoke(user.id);
    expect((await call(t.app, "/api/dreams", { cookie })).status).toBe(401);
    expect(await t.ctx.db.select().from(session).where(eq(session.token, token))).toEqual([]);
    expect((await call(t.app, "/api/dreams", { cookie: user.cookie })).status).toBe(200);
  });

  it("ends a session unused for 7 days, and moves the expiry on with use", async () => {
    const user = await createUser(t);
    const cookie = await signInWith(user, FIREFOX_MAC);
    const token = tokenOf(cookie);
    const [row] = await t.ctx.db.select().from(session).where(eq(session.token, token));
    const days = ((row?.expiresAt.getTime() ?? 0) - Date.now()) / (24 * 60 * 60 * 1000);
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);
    await t.ctx.db
      .update(session)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(session.token, token));
    await t.ctx.events.sessions.revoke(user.id);
    expect((await call(t.app, "/api/dreams", { cookie })).status).toBe(401);
  });
});
