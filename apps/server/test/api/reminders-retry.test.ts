import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Mailer } from "../../src/mail";
import { createReminderScheduler } from "../../src/reminders/scheduler";
import { createDream } from "../helpers/dreams";
import { createUser, type TestUser } from "../helpers/factories";
import { call } from "../helpers/http";
import { browserKeys, remindAt, reminderMails, startFakePushService } from "../helpers/reminders";
import { useTestApp } from "../helpers/test-app";

const t = useTestApp();
const at = (iso: string) => new Date(iso);

/** The app's mailer, failing the first `failures` sends as an SMTP server that is down would. */
function flakyMailer(failures: number) {
  const mailer = { tries: 0 } as Mailer & { tries: number };
  mailer.send = async (message) => {
    mailer.tries += 1;
    if (mailer.tries <= failures) throw new Error("connect ECONNREFUSED 127.0.0.1:587");
    await t.ctx.mailer.send(message);
  };
  mailer.close = () => {};
  return mailer;
}

const schedulerWith = (mailer: Mailer) => createReminderScheduler({ ...t.ctx, mailer });

/** A user whose 07:30 Europe/Berlin reminder is first due at 05:30 UTC on `day`. */
async function remindedUser(day: string) {
  const user = await createUser(t);
  await remindAt(t, user, at(`${day}T00:00:00Z`));
  return user;
}

describe("a reminder whose e-mail fails", () => {
  it("is tried again after 1 and then 2 minutes, and reaches the user once, with a working unsubscribe link", async () => {
    const user = await remindedUser("2026-08-03");
    const mailer = flakyMailer(2);
    const scheduler = schedulerWith(mailer);
    await scheduler.tick(at("2026-08-03T05:30:00Z"));
    await scheduler.tick(at("2026-08-03T05:30:59Z"));
    expect(mailer.tries).toBe(1);
    await scheduler.tick(at("2026-08-03T05:31:00Z"));
    expect(mailer.tries).toBe(2);
    await scheduler.tick(at("2026-08-03T05:32:59Z"));
    expect(mailer.tries).toBe(2);
    await scheduler.tick(at("2026-08-03T05:33:00Z"));
    expect(mailer.tries).toBe(3);
    for (const minute of ["05:40", "06:30", "07:30"]) await scheduler.tick(at(`2026-08-03T${minute}:00Z`));
    const mails = await reminderMails(t, user);
    expect(mails).toHaveLength(1);
    expect(mailer.tries).toBe(3);

    const token = new URL(mails[0]?.links[1] as string).searchParams.get("token");
    expect((await call(t.app, "/api/reminders/unsubscribe", { body: { token } })).status).toBe(200);
  });

  it("is given up after seven tries in about an hour, and the next morning's still comes", async () => {
    const user = await remindedUser("2026-08-10");
    const mailer = flakyMailer(Number.POSITIVE_INFINITY);
    const scheduler = schedulerWith(mailer);
    for (let minute = 0; minute <= 120; minute += 1) {
      await scheduler.tick(new Date(at("2026-08-10T05:30:00Z").getTime() + minute * 60_000));
    }
    expect(mailer.tries).toBe(7);
    const working = schedulerWith(t.ctx.mailer);
    await working.tick(at("2026-08-10T08:00:00Z"));
    expect(await reminderMails(t, user)).toHaveLength(0);
    await working.tick(at("2026-08-11T05:30:00Z"));
    expect(await reminderMails(t, user)).toHaveLength(1);
  });

  it("is tried by one instance only when several tick at once", async () => {
    const user = await remindedUser("2026-08-17");
    const mailer = flakyMailer(1);
    await schedulerWith(mailer).tick(at("2026-08-17T05:30:00Z"));
    const instances = [schedulerWith(mailer), schedulerWith(mailer), schedulerWith(mailer)];
    await Promise.all(instances.map((scheduler) => scheduler.tick(at("2026-08-17T05:31:00Z"))));
    expect(mailer.tries).toBe(2);
    expect(await reminderMails(t, user)).toHaveLength(1);
  });

  it("is not tried again once the day is logged, or the reminder turned off", async () => {
    const logs = await remindedUser("2026-08-24");
    const turnsOff = await remindedUser("2026-08-24");
    const mailer = flakyMailer(2);
    const scheduler = schedulerWith(mailer);
    await scheduler.tick(at("2026-08-24T05:30:00Z"));
    expect(mailer.tries).toBe(2);
    await createDream(t, logs, { dreamDate: "2026-08-24" });
    const off = await call(t.app, "/api/reminders", {
      method: "PUT",
      cookie: (turnsOff as TestUser).cookie,
      body: { enabled: false, time: "07:30", days: [1, 2, 3, 4, 5, 6, 7], timeZone: "Europe/Berlin" },
    });
    expect(off.status).toBe(200);
    await scheduler.tick(at("2026-08-24T05:31:00Z"));
    await scheduler.tick(at("2026-08-24T05:40:00Z"));
    expect(mailer.tries).toBe(2);
    expect(await reminderMails(t, logs)).toHaveLength(0);
    expect(await reminderMails(t, turnsOff)).toHaveLength(0);
  });
});

describe("a reminder whose notification fails on one browser", () => {
  let push: Awaited<ReturnType<typeof startFakePushService>>;
  beforeAll(async () => {
    push = await startFakePushService();
  });
  afterAll(() => push.close());

  it("tries that browser again, and never sends the e-mail or the other browser's notification twice", async () => {
    const user = await createUser(t);
    for (const path of ["send", "down"]) {
      const { subscription } = browserKeys(`${push.url}/${path}/${user.id}`);
      const put = await call(t.app, "/api/reminders/push", {
        method: "PUT",
        cookie: user.cookie,
        body: subscription,
      });
      expect(put.status).toBe(204);
    }
    await remindAt(t, user, at("2026-09-07T00:00:00Z"));
    const scheduler = schedulerWith(t.ctx.mailer);
    const requests = (path: string) => push.received.filter((r) => r.path === `/${path}/${user.id}`).length;
    await scheduler.tick(at("2026-09-07T05:30:00Z"));
    await scheduler.tick(at("2026-09-07T05:31:00Z"));
    await scheduler.tick(at("2026-09-07T05:33:00Z"));
    expect(requests("down")).toBe(3);
    expect(requests("send")).toBe(1);
    expect(await reminderMails(t, user)).toHaveLength(1);
  });
});
