import { REMINDER_MESSAGES } from "@somnia/shared/reminders";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { pushSubscriptions, reminders } from "../../src/db/schema";
import { createUser } from "../helpers/factories";
import { call, json } from "../helpers/http";
import { BERLIN_0730, browserKeys } from "../helpers/reminders";
import { useTestApp } from "../helpers/test-app";

const t = useTestApp();

const save = (cookie: string, body: unknown) =>
  call(t.app, "/api/reminders", { method: "PUT", cookie, body });

describe("the reminder's settings", () => {
  it("are off at 07:30 every day in the browser's zone until saved, with the server's push key", async () => {
    const user = await createUser(t);
    const reply = await json(
      await call(t.app, "/api/reminders", { cookie: user.cookie, headers: { "x-time-zone": "Asia/Tokyo" } }),
    );
    expect(reply.settings).toEqual({
      enabled: false,
      time: "07:30",
      days: [1, 2, 3, 4, 5, 6, 7],
      timeZone: "Asia/Tokyo",
    });
    expect(reply.nextAt).toBeNull();
    expect(Buffer.from(reply.pushPublicKey, "base64url")).toHaveLength(65);
  });

  it("are saved with the next reminder's time, each day once and in order", async () => {
    const user = await createUser(t);
    const response = await save(user.cookie, { ...BERLIN_0730, time: "06:45", days: [5, 1, 5] });
    expect(response.status).toBe(200);
    const reply = await json(response);
    expect(reply.settings).toEqual({ enabled: true, time: "06:45", days: [1, 5], timeZone: "Europe/Berlin" });
    const next = new Date(reply.nextAt);
    expect(next.getTime()).toBeGreaterThan(Date.now());
    const local = new Intl.DateTimeFormat("en-GB", {
      timeZone: "Europe/Berlin",
      weekday: "short",
      hour: "2-digit",
      minute: "2-digit",
    }).format(next);
    expect(local).toMatch(/^(Mon|Fri) 06:45$/);

    const off = await json(await save(user.cookie, { ...BERLIN_0730, enabled: false }));
    expect(off.nextAt).toBeNull();
    expect(off.settings.enabled).toBe(false);
  });

  it.each([
    ["a time like 25:00", { time: "25:00" }, REMINDER_MESSAGES.badTime],
    ["a time without minutes", { time: "7" }, REMINDER_MESSAGES.badTime],
    ["no days", { days: [] }, REMINDER_MESSAGES.noDays],
    ["a day that is not a weekday", { days: [0] }, REMINDER_MESSAGES.noDays],
    ["an unknown time zone", { timeZone: "Mars/Olympus_Mons" }, REMINDER_MESSAGES.badTimeZone],
  ])("refuses %s with a clear 400", async (_, change, message) => {
    const user = await createUser(t);
    const response = await save(user.cookie, { ...BERLIN_0730, ...change });
    expect(response.status).toBe(400);
    expect((await json(response)).error.reason).toBe(message);
    expect(await t.ctx.db.select().from(reminders).where(eq(reminders.userId, user.id))).toEqual([]);
  });
});

describe("this browser's notifications", () => {
  it("are subscribed and removed by the browser's own endpoint", async () => {
    const user = await createUser(t);
    const { subscription } = browserKeys("https://push.example.com/send/abc");
    const put = await call(t.app, "/api/reminders/push", {
      method: "PUT",
      cookie: user.cookie,
      body: subscription,
    });
    expect(put.status).toBe(204);
    expect((await json(await call(t.app, "/api/reminders", { cookie: user.cookie }))).pushDevices).toBe(1);
    const del = await call(t.app, "/api/reminders/push", {
      method: "DELETE",
      cookie: user.cookie,
      body: { endpoint: subscription.endpoint },
    });
    expect(del.status).toBe(204);
    expect(
      await t.ctx.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, user.id)),
    ).toEqual([]);
  });

  it.each([
    ["no endpoint", (s: Sub) => ({ keys: s.keys })],
    ["an endpoint that is not a web address", (s: Sub) => ({ ...s, endpoint: "javascript:alert(1)" })],
    ["a key that is not a P-256 point", (s: Sub) => ({ ...s, keys: { ...s.keys, p256dh: "short" } })],
    ["no auth secret", (s: Sub) => ({ ...s, keys: { p256dh: s.keys.p256dh } })],
  ])("refuses a malformed subscription (%s) with a clear 400", async (_, malform) => {
    const user = await createUser(t);
    const { subscription } = browserKeys("https://push.example.com/send/def");
    const response = await call(t.app, "/api/reminders/push", {
      method: "PUT",
      cookie: user.cookie,
      body: malform(subscription),
    });
    expect(response.status).toBe(400);
    expect((await json(response)).error.reason).toBe(REMINDER_MESSAGES.badPushSubscription);
  });
});

type Sub = ReturnType<typeof browserKeys>["subscription"];

describe("an unsubscribe link", () => {
  it("says clearly that a token nobody was sent is not valid, signed out", async () => {
    const response = await call(t.app, "/api/reminders/unsubscribe", { body: { token: "made-up" } });
    expect(response.status).toBe(404);
    expect((await json(response)).error.reason).toBe(REMINDER_MESSAGES.badToken);
    const empty = await call(t.app, "/api/reminders/unsubscribe", { body: { token: " " } });
    expect(empty.status).toBe(400);
    expect((await json(empty)).error.reason).toBe(REMINDER_MESSAGES.badToken);
  });
});

describe("a deleted account", () => {
  it("takes its reminder and its browsers' subscriptions with it", async () => {
    const user = await createUser(t);
    await save(user.cookie, BERLIN_0730);
    const { subscription } = browserKeys("https://push.example.com/send/ghi");
    await call(t.app, "/api/reminders/push", { method: "PUT", cookie: user.cookie, body: subscription });
    const deleted = await call(t.app, "/api/me", {
      method: "DELETE",
      cookie: user.cookie,
      body: { confirm: user.email },
    });
    expect(deleted.status).toBe(204);
    expect(await t.ctx.db.select().from(reminders).where(eq(reminders.userId, user.id))).toEqual([]);
    expect(
      await t.ctx.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, user.id)),
    ).toEqual([]);
  });
});
