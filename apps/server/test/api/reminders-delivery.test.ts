import { REMINDER_MESSAGES } from "@somnia/shared/reminders";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppContext } from "../../src/context";
import { openDatabase } from "../../src/db";
import { pushSubscriptions, reminders } from "../../src/db/schema";
import { createReminderScheduler } from "../../src/reminders/scheduler";
import { createDream } from "../helpers/dreams";
import { createUser } from "../helpers/factories";
import { call, json } from "../helpers/http";
import { pathOf } from "../helpers/outbox";
import {
  browserKeys,
  remindAt,
  reminderMails,
  schedulerOf,
  startFakePushService,
} from "../helpers/reminders";
import { PUBLIC_URL, useTestApp } from "../helpers/test-app";

const t = useTestApp();
const at = (iso: string) => new Date(iso);
const nextAtOf = async (userId: string) =>
  (await t.ctx.db.select().from(reminders).where(eq(reminders.userId, userId)))[0]?.nextAt?.toISOString() ??
  null;

describe("reminders across daylight-saving changes (Europe/Berlin, 07:30)", () => {
  it("come at 06:30 UTC in winter and 05:30 UTC from the last Sunday of March", async () => {
    const user = await createUser(t);
    const scheduler = schedulerOf(t);
    await remindAt(t, user, at("2026-03-27T12:00:00Z"));
    expect(await nextAtOf(user.id)).toBe("2026-03-28T06:30:00.000Z");
    await scheduler.tick(at("2026-03-28T06:29:59Z"));
    expect(await reminderMails(t, user)).toHaveLength(0);
    await scheduler.tick(at("2026-03-28T06:30:00Z"));
    expect(await reminderMails(t, user)).toHaveLength(1);
    expect(await nextAtOf(user.id)).toBe("2026-03-29T05:30:00.000Z");
    await scheduler.tick(at("2026-03-29T05:29:59Z"));
    expect(await reminderMails(t, user)).toHaveLength(1);
    await scheduler.tick(at("2026-03-29T05:30:00Z"));
    expect(await reminderMails(t, user)).toHaveLength(2);
  });

  it("come at 05:30 UTC in summer and 06:30 UTC from the last Sunday of October", async () => {
    const user = await createUser(t);
    const scheduler = schedulerOf(t);
    await remindAt(t, user, at("2026-10-24T00:00:00Z"));
    expect(await nextAtOf(user.id)).toBe("2026-10-24T05:30:00.000Z");
    await scheduler.tick(at("2026-10-24T05:30:00Z"));
    expect(await nextAtOf(user.id)).toBe("2026-10-25T06:30:00.000Z");
    await scheduler.tick(at("2026-10-25T05:30:00Z"));
    expect(await reminderMails(t, user)).toHaveLength(1);
    await scheduler.tick(at("2026-10-25T06:30:00Z"));
    expect(await reminderMails(t, user)).toHaveLength(2);
  });
});

describe("one reminder a morning", () => {
  let otherCtx: AppContext;
  let closeOther = async () => {};
  beforeAll(() => {
    // Two server instances on one database: on PostgreSQL each has its own pool, as two processes
    // would; PGlite is one process's, so there both schedulers share it.
    otherCtx = t.ctx;
    if (t.ctx.database.driver !== "node-postgres") return;
    const database = openDatabase({ url: t.ctx.env.DATABASE_URL, dataDir: t.dataDir });
    otherCtx = { ...t.ctx, database, db: database.db };
    closeOther = () => database.close();
  });
  afterAll(() => closeOther());

  it("is sent once when two instances tick at the same moment, and its links lead to the journal and out", async () => {
    const user = await createUser(t);
    await remindAt(t, user, at("2026-04-10T00:00:00Z"));
    const instances = [schedulerOf(t), createReminderScheduler(otherCtx)];
    const now = at("2026-04-10T05:30:00Z");
    await Promise.all([...instances, ...instances].map((scheduler) => scheduler.tick(now)));
    const mails = await reminderMails(t, user);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.links[0]).toBe(`${PUBLIC_URL}/?log=1`);
    expect(mails[0]?.links[1]).toMatch(new RegExp(`^${PUBLIC_URL}/unsubscribe\\?token=[\\w-]{43}$`));
    // A later tick the same morning (another instance started meanwhile) sends nothing more.
    await instances[1]?.tick(at("2026-04-10T05:45:00Z"));
    expect(await reminderMails(t, user)).toHaveLength(1);
  });

  it("is skipped on a day already logged, remembered or not, and comes the next day", async () => {
    const user = await createUser(t);
    const scheduler = schedulerOf(t);
    await remindAt(t, user, at("2026-04-20T00:00:00Z"));
    await createDream(t, user, {
      dreamDate: "2026-04-20",
      notRemembered: true,
      title: "DR",
      content: "not remembered",
    });
    await createDream(t, user, { dreamDate: "2026-04-21" });
    await scheduler.tick(at("2026-04-20T05:30:00Z"));
    await scheduler.tick(at("2026-04-21T05:30:00Z"));
    expect(await reminderMails(t, user)).toHaveLength(0);
    await scheduler.tick(at("2026-04-22T05:30:00Z"));
    expect(await reminderMails(t, user)).toHaveLength(1);
  });

  it("is not sent hours late after the server was down, and the next morning's still comes", async () => {
    const user = await createUser(t);
    const scheduler = schedulerOf(t);
    await remindAt(t, user, at("2026-05-04T00:00:00Z"));
    await scheduler.tick(at("2026-05-04T09:00:00Z"));
    expect(await reminderMails(t, user)).toHaveLength(0);
    expect(await nextAtOf(user.id)).toBe("2026-05-05T05:30:00.000Z");
  });
});

describe("reminders stop", () => {
  it("once the account is deleted", async () => {
    const user = await createUser(t);
    await remindAt(t, user, at("2026-06-01T00:00:00Z"));
    const body = { confirm: user.email };
    expect((await call(t.app, "/api/me", { method: "DELETE", cookie: user.cookie, body })).status).toBe(204);
    await schedulerOf(t).tick(at("2026-06-01T05:30:00Z"));
    expect(await reminderMails(t, user)).toHaveLength(0);
  });

  it("once the e-mail's unsubscribe link is confirmed, signed out; the link then says it was used", async () => {
    const user = await createUser(t);
    const scheduler = schedulerOf(t);
    await remindAt(t, user, at("2026-06-10T00:00:00Z"));
    await scheduler.tick(at("2026-06-10T05:30:00Z"));
    const [mail] = await reminderMails(t, user);
    const token = new URL(mail?.links[1] as string).searchParams.get("token");
    expect(pathOf(mail?.links[1] as string)).toMatch(/^\/unsubscribe\?/);

    const first = await call(t.app, "/api/reminders/unsubscribe", { body: { token } });
    expect(first.status).toBe(200);
    expect(await json(first)).toEqual({ notice: REMINDER_MESSAGES.unsubscribed });
    const settings = await json(await call(t.app, "/api/reminders", { cookie: user.cookie }));
    expect(settings.settings.enabled).toBe(false);
    await scheduler.tick(at("2026-06-11T05:30:00Z"));
    expect(await reminderMails(t, user)).toHaveLength(1);

    const again = await call(t.app, "/api/reminders/unsubscribe", { body: { token } });
    expect(again.status).toBe(409);
    expect((await json(again)).error.reason).toBe(REMINDER_MESSAGES.usedToken);
  });
});

describe("web push", () => {
  let push: Awaited<ReturnType<typeof startFakePushService>>;
  beforeAll(async () => {
    push = await startFakePushService();
  });
  afterAll(() => push.close());

  it("reaches the browser encrypted for its keys, and forgets a subscription the push service calls gone", async () => {
    const user = await createUser(t);
    const browser = browserKeys(`${push.url}/send/${user.id}`);
    const expired = browserKeys(`${push.url}/gone/${user.id}`);
    for (const { subscription } of [browser, expired]) {
      const put = await call(t.app, "/api/reminders/push", {
        method: "PUT",
        cookie: user.cookie,
        body: subscription,
      });
      expect(put.status).toBe(204);
    }
    await remindAt(t, user, at("2026-07-01T00:00:00Z"));
    await schedulerOf(t).tick(at("2026-07-01T05:30:00Z"));

    const request = push.received.find((r) => r.path === `/send/${user.id}`);
    expect(request?.headers["content-encoding"]).toBe("aes128gcm");
    expect(request?.headers.authorization).toMatch(/^vapid t=[\w-]+\.[\w-]+\.[\w-]+, k=[\w-]+$/);
    const notification = JSON.parse(browser.decrypt(request?.body as Buffer));
    expect(notification).toEqual({
      title: "Time to write down your dream",
      body: expect.any(String),
      url: `${PUBLIC_URL}/?log=1`,
    });
    const left = await t.ctx.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, user.id));
    expect(left.map((s) => s.endpoint)).toEqual([browser.subscription.endpoint]);
  });
});
