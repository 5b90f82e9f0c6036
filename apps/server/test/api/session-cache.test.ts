import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { type App, createApp } from "../../src/app";
import { type AppContext, createContext } from "../../src/context";
import { createLogger } from "../../src/lib/logger";
import { createUser, signIn, type TestUser } from "../helpers/factories";
import { call, json, randomIp } from "../helpers/http";
import { lastMailTo, pathOf } from "../helpers/outbox";
import { useTestApp } from "../helpers/test-app";

const t = useTestApp();
const onPostgres = process.env.SOMNIA_TEST_DRIVER === "pg";

interface Instance {
  app: App;
  ctx: AppContext;
}

/** Requests through requireUser: GET /api/me answers 404 before the profile exists, 401 without a session. */
function me(instance: Instance, cookie: string) {
  return call(instance.app, "/api/me", { cookie });
}

/** How many times `instance` asked better-auth for a session while `run` ran. */
async function sessionQueries(instance: Instance, run: () => Promise<unknown>): Promise<number> {
  const spy = vi.spyOn(instance.ctx.auth.api, "getSession");
  try {
    await run();
    return spy.mock.calls.length;
  } finally {
    spy.mockRestore();
  }
}

/** Sends `cookie` to `instance` twice: the second answer must come from its cache. */
async function warm(instance: Instance, cookie: string) {
  await instance.ctx.events.sessions.ready();
  expect((await me(instance, cookie)).status).not.toBe(401);
  const queries = await sessionQueries(instance, async () => {
    expect((await me(instance, cookie)).status).not.toBe(401);
  });
  expect(queries).toBe(0);
}

/** A better-auth endpoint on instance `t`, as `user` on their first device. */
function authCall(user: TestUser, path: string, body: unknown) {
  return call(t.app, `/api/auth/${path}`, { body, cookie: user.cookie, ip: user.ip });
}

/** Each way a session ends: does it on instance `t`, returns the cookies it ended. */
const revocations: Array<[string, (user: TestUser, laptop: string) => Promise<string[]>]> = [
  [
    "sign-out",
    async (user) => {
      expect((await authCall(user, "sign-out", {})).status).toBe(200);
      return [user.cookie];
    },
  ],
  [
    "signing out one device (DELETE /api/me/sessions/:id)",
    async (user, laptop) => {
      const { sessions } = await json(await call(t.app, "/api/me/sessions", { cookie: laptop }));
      const { id } = sessions.find((s: { current: boolean }) => s.current);
      const response = await call(t.app, `/api/me/sessions/${id}`, { method: "DELETE", cookie: user.cookie });
      expect(response.status).toBe(204);
      return [laptop];
    },
  ],
  [
    "signing out everywhere else (DELETE /api/me/sessions)",
    async (user, laptop) => {
      const response = await call(t.app, "/api/me/sessions", { method: "DELETE", cookie: user.cookie });
      expect(await json(response)).toEqual({ ended: 1 });
      return [laptop];
    },
  ],
  [
    "a password reset",
    async (user, laptop) => {
      const ip = randomIp();
      const body = { email: user.email, redirectTo: "/reset-password" };
      expect((await call(t.app, "/api/auth/request-password-reset", { body, ip })).status).toBe(200);
      const landing = await call(
        t.app,
        pathOf((await lastMailTo(t.dataDir, user.email)).links[0] as string),
        { ip },
      );
      const token = new URL(landing.headers.get("location") as string, "http://x").searchParams.get("token");
      const reset = await call(t.app, "/api/auth/reset-password", {
        body: { token, newPassword: "a new secret" },
        ip,
      });
      expect(reset.status).toBe(200);
      return [user.cookie, laptop];
    },
  ],
  [
    "account deletion",
    async (user, laptop) => {
      const response = await call(t.app, "/api/me", {
        method: "DELETE",
        body: { confirm: user.email },
        cookie: user.cookie,
      });
      expect(response.status).toBe(204);
      return [user.cookie, laptop];
    },
  ],
];

/** Signs `user` in on a second device, warms every instance's cache with both, revokes on `t`. */
async function expectRefusedEverywhere(
  instances: Instance[],
  revoke: (user: TestUser, laptop: string) => Promise<string[]>,
) {
  const user = await createUser(t);
  const { cookie: laptop } = await signIn(t, user);
  for (const instance of instances) {
    await warm(instance, user.cookie);
    await warm(instance, laptop);
  }
  const ended = await revoke(user, laptop);
  for (const instance of instances) {
    for (const cookie of ended) expect((await me(instance, cookie)).status).toBe(401);
  }
  return user;
}

describe("the session cache", () => {
  it("answers repeated requests without asking better-auth (no session query)", async () => {
    const ada = await createUser(t);
    const bo = await createUser(t);
    await warm(t, ada.cookie);
    expect(await sessionQueries(t, () => Promise.all([me(t, ada.cookie), me(t, ada.cookie)]))).toBe(0);
    expect(await sessionQueries(t, () => me(t, bo.cookie))).toBe(1);
    expect(await sessionQueries(t, () => me(t, bo.cookie))).toBe(0);
  });

  it("never answers a request carrying two session cookies from the cache", async () => {
    const ada = await createUser(t);
    await warm(t, ada.cookie);
    const bo = await createUser(t);
    const twice = `${bo.cookie}; ${ada.cookie}`;
    expect(await sessionQueries(t, () => me(t, twice))).toBe(1);
    expect(await sessionQueries(t, () => me(t, twice))).toBe(1);
  });

  it.each(revocations)("refuses an ended session on the next request: %s", async (name, revoke) => {
    const user = await expectRefusedEverywhere([t], revoke);
    // The session that asked keeps working.
    if (name.startsWith("signing out")) expect((await me(t, user.cookie)).status).not.toBe(401);
  });

  describe.runIf(onPostgres)("across server instances on one PostgreSQL", () => {
    let other: Instance | undefined;
    const b = () => other as Instance;

    beforeAll(async () => {
      // Its own pool, listener and cache on the first instance's database (and secrets).
      const logger = createLogger("error", { write: (line: string) => console.error(line) });
      const ctx = createContext(t.ctx.env, { logger, announce: () => {} });
      other = { ctx, app: createApp(ctx) };
      await Promise.all([t.ctx.events.sessions.ready(), ctx.events.sessions.ready()]);
    });
    afterAll(async () => {
      await other?.ctx.close();
    });

    it.each(revocations)("refuses on every instance a session ended on one: %s", async (_, revoke) => {
      await expectRefusedEverywhere([t, b()], revoke);
    });
  });
});
