import { afterAll, describe, expect, it, vi } from "vitest";
import { type App, createApp } from "../../src/app";
import { type AppContext, createContext } from "../../src/context";
import { createLogger } from "../../src/lib/logger";
import { type EventStream, openStream } from "../helpers/event-stream";
import { createUser, type TestUser } from "../helpers/factories";
import { call, cookiesFrom, json, randomIp } from "../helpers/http";
import { useTestApp } from "../helpers/test-app";

const t = useTestApp();
const onPostgres = process.env.SOMNIA_TEST_DRIVER === "pg";
const promptly = { timeout: 2_000, interval: 10 };

/** Another session of `user`, as a second browser signs in. */
async function signInAgain(user: TestUser): Promise<string> {
  const response = await call(t.app, "/api/auth/sign-in/email", {
    body: { email: user.email, password: user.password },
    ip: randomIp(),
  });
  expect(response.status).toBe(200);
  return cookiesFrom(response);
}

/** The id of the session behind `cookie`. */
async function sessionId(cookie: string): Promise<string> {
  const { sessions } = await json(await call(t.app, "/api/me/sessions", { cookie }));
  return sessions.find((s: { current: boolean }) => s.current).id;
}

/** The stream is still served: an event published now reaches it. */
async function expectStillOpen(stream: EventStream, userId: string) {
  const before = stream.events.length;
  await t.ctx.events.publish(userId, { type: "profile.changed" });
  await vi.waitFor(() => expect(stream.events.length).toBe(before + 1), promptly);
  expect(stream.ended).toBe(false);
}

/** The cases, each on the instance `app` serves the stream from while the session ends on `t`. */
function endsWithItsSession(serving: () => App) {
  it("ends at once when its browser signs out, and the user's other streams stay open", async () => {
    const ada = await createUser(t, { name: "Ada" });
    const laptop = await signInAgain(ada);
    const signingOut = await openStream(serving(), ada);
    const other = await openStream(serving(), ada, laptop);
    try {
      const out = await call(t.app, "/api/auth/sign-out", { body: {}, cookie: ada.cookie, ip: ada.ip });
      expect(out.status).toBe(200);
      await vi.waitFor(() => expect(signingOut.ended).toBe(true), promptly);
      await expectStillOpen(other, ada.id);
    } finally {
      await signingOut.close();
      await other.close();
    }
  });

  it("ends at once when another session signs it out, or signs out everywhere else", async () => {
    const ada = await createUser(t, { name: "Ada" });
    const phone = await signInAgain(ada);
    const laptop = await signInAgain(ada);
    const onPhone = await openStream(serving(), ada, phone);
    const onLaptop = await openStream(serving(), ada, laptop);
    const here = await openStream(serving(), ada);
    try {
      const ended = await call(t.app, `/api/me/sessions/${await sessionId(phone)}`, {
        method: "DELETE",
        cookie: ada.cookie,
      });
      expect(ended.status).toBe(204);
      await vi.waitFor(() => expect(onPhone.ended).toBe(true), promptly);
      await expectStillOpen(onLaptop, ada.id);

      const others = await call(t.app, "/api/me/sessions", { method: "DELETE", cookie: ada.cookie });
      expect(await json(others)).toEqual({ ended: 1 });
      await vi.waitFor(() => expect(onLaptop.ended).toBe(true), promptly);
      await expectStillOpen(here, ada.id);
    } finally {
      for (const stream of [onPhone, onLaptop, here]) await stream.close();
    }
  });
}

describe("a live stream and its session", () => {
  endsWithItsSession(() => t.app);

  describe.runIf(onPostgres)("on another instance on the same PostgreSQL", () => {
    let other: { ctx: AppContext; app: App } | undefined;
    afterAll(async () => {
      await other?.ctx.close();
    });
    endsWithItsSession(() => {
      if (!other) {
        const logger = createLogger("error", { write: (line: string) => console.error(line) });
        const ctx = createContext(t.ctx.env, { logger, announce: () => {} });
        other = { ctx, app: createApp(ctx) };
      }
      return other.app;
    });
  });
});
