import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Mailer } from "../../src/mail";
import { createReminderScheduler } from "../../src/reminders/scheduler";
import { SIGN_IN_THROTTLE } from "../../src/services/auth/sign-in-throttle";
import { createDream } from "../helpers/dreams";
import { openStream } from "../helpers/event-stream";
import { createUser, signIn, type TestUser } from "../helpers/factories";
import { call, json } from "../helpers/http";
import { parseSamples, type Sample, sampleValue } from "../helpers/metrics";
import { browserKeys, remindAt, schedulerOf, startFakePushService } from "../helpers/reminders";
import { useTestApp } from "../helpers/test-app";

const TOKEN = "scrape-token-for-the-tests-0123456789";
const t = useTestApp({ METRICS_TOKEN: TOKEN });
const off = useTestApp();
const onPglite = process.env.SOMNIA_TEST_DRIVER !== "pg";

const scrapeWith = (authorization?: string) =>
  call(t.app, "/metrics", { headers: authorization ? { authorization } : {} });

/** The app's metrics as Prometheus reads them from /metrics on the app's port. */
async function scrape(): Promise<{ text: string; samples: Sample[] }> {
  const response = await scrapeWith(`Bearer ${TOKEN}`);
  expect(response.status).toBe(200);
  const text = await response.text();
  return { text, samples: parseSamples(text) };
}

const metric = async (name: string, labels: Record<string, string> = {}) =>
  sampleValue((await scrape()).samples, name, labels);

const requests = (labels: Record<string, string>) =>
  metric("somnia_http_request_duration_seconds_count", labels);

describe("metrics off (the default)", () => {
  it("add no /metrics route: a scrape meets the app's ordinary 404", async () => {
    expect(off.app.routes.some((route) => route.path === "/metrics")).toBe(false);
    const scraped = await call(off.app, "/metrics", { headers: { authorization: `Bearer ${TOKEN}` } });
    const unknown = await call(off.app, "/no-such-page");
    expect([scraped.status, unknown.status]).toEqual([404, 404]);
    expect(await json(scraped)).toEqual(await json(unknown));
  });
});

describe("/metrics on the app's port (METRICS_TOKEN)", () => {
  it("answers only the bearer of the token, and looks like no route to anyone else", async () => {
    const unknown = await json(await call(t.app, "/no-such-page"));
    for (const authorization of [undefined, "Bearer not-the-token-but-long-enough", `Basic ${TOKEN}`]) {
      const refused = await scrapeWith(authorization);
      expect(refused.status, String(authorization)).toBe(404);
      expect(await json(refused)).toEqual(unknown);
    }
    const scraped = await scrapeWith(`Bearer ${TOKEN}`);
    expect(scraped.status).toBe(200);
    expect(scraped.headers.get("content-type")).toBe("text/plain; version=0.0.4; charset=utf-8");
    expect(scraped.headers.get("cache-control")).toBe("no-store");
    const text = await scraped.text();
    expect(text).toContain("# TYPE somnia_http_request_duration_seconds histogram");
    expect(text).toContain("# TYPE nodejs_eventloop_lag_seconds gauge");
  });

  it("counts a request under its route's template, never its path", async () => {
    const user = await createUser(t);
    const dream = await createDream(t, user);
    const labels = { method: "GET", route: "/api/dreams/:id", status: "200" };
    const before = await requests(labels);
    expect((await call(t.app, `/api/dreams/${dream.id}`, { cookie: user.cookie })).status).toBe(200);
    expect(await requests(labels)).toBe(before + 1);
    // Turned away by the session check in front of it: still the route's template.
    const anonymous = { ...labels, status: "401" };
    const anonymousBefore = await requests(anonymous);
    expect((await call(t.app, `/api/dreams/${dream.id}`)).status).toBe(401);
    expect(await requests(anonymous)).toBe(anonymousBefore + 1);
    // No route: one label value, whatever the path.
    const unmatched = { method: "GET", route: "unmatched", status: "404" };
    const unmatchedBefore = await requests(unmatched);
    const nonsense = randomUUID();
    expect((await call(t.app, `/api/no-such-thing/${nonsense}`)).status).toBe(404);
    expect((await call(t.app, `/no-such-page/${nonsense}`)).status).toBe(404);
    expect(await requests(unmatched)).toBe(unmatchedBefore + 2);

    const { text, samples } = await scrape();
    expect(text).not.toContain(dream.id);
    expect(text).not.toContain(nonsense);
    const routes = new Set(samples.flatMap((s) => (s.labels.route ? [s.labels.route] : [])));
    for (const route of routes) expect(route === "unmatched" || route.startsWith("/"), route).toBe(true);
  });

  it("counts sign-ins the throttle turns away, by verdict", async () => {
    const waiting = await createUser(t);
    const locked = await createUser(t);
    const now = Date.now();
    for (let i = 0; i < SIGN_IN_THROTTLE.freeFailures + 4; i += 1)
      await t.ctx.signInThrottle.recordFailure(waiting.email, undefined, new Date(now - i * 1000));
    for (let i = 0; i < SIGN_IN_THROTTLE.lockAfter; i += 1)
      await t.ctx.signInThrottle.recordFailure(locked.email, undefined, new Date(now - i * 1000));
    const [waitBefore, lockedBefore] = [
      await metric("somnia_sign_in_throttled_total", { verdict: "wait" }),
      await metric("somnia_sign_in_throttled_total", { verdict: "locked" }),
    ];
    expect((await signIn(t, waiting)).response.status).toBe(429);
    expect((await signIn(t, locked)).response.status).toBe(429);
    expect((await signIn(t, locked)).response.status).toBe(429);
    expect(await metric("somnia_sign_in_throttled_total", { verdict: "wait" })).toBe(waitBefore + 1);
    expect(await metric("somnia_sign_in_throttled_total", { verdict: "locked" })).toBe(lockedBefore + 2);
  });

  describe("reminders", () => {
    let push: Awaited<ReturnType<typeof startFakePushService>>;
    beforeAll(async () => {
      push = await startFakePushService();
    });
    afterAll(() => push.close());

    /** Sent and failed e-mails, then sent and failed notifications. */
    const outcomes = async (): Promise<[number, number, number, number]> => {
      const { samples } = await scrape();
      const count = (outcome: string, channel: string) =>
        sampleValue(samples, `somnia_reminders_${outcome}_total`, { channel });
      return [
        count("sent", "email"),
        count("failed", "email"),
        count("sent", "push"),
        count("failed", "push"),
      ];
    };

    it("count what went out and what failed, by channel", async () => {
      const user = await createUser(t);
      for (const path of ["send", "down"]) {
        const body = browserKeys(`${push.url}/${path}/${user.id}`).subscription;
        const put = await call(t.app, "/api/reminders/push", { method: "PUT", cookie: user.cookie, body });
        expect(put.status).toBe(204);
      }
      const [emailSent, emailFailed, pushSent, pushFailed] = await outcomes();
      await remindAt(t, user, new Date("2026-09-01T00:00:00Z"));
      const smtpDown = {
        send: async () => {
          throw new Error("connect ECONNREFUSED 127.0.0.1:587");
        },
        close: () => {},
      } satisfies Mailer;
      await createReminderScheduler({ ...t.ctx, mailer: smtpDown }).tick(new Date("2026-09-01T05:30:00Z"));
      expect(await outcomes()).toEqual([emailSent, emailFailed + 1, pushSent + 1, pushFailed + 1]);
      // A minute later the e-mail and the failed notification are tried again (reminders/retry.ts).
      await schedulerOf(t).tick(new Date("2026-09-01T05:31:00Z"));
      expect(await outcomes()).toEqual([emailSent + 1, emailFailed + 1, pushSent + 1, pushFailed + 2]);
    });
  });

  it("times model calls under the provider's name and the task", async () => {
    const labels = { provider: "builtin", operation: "title" };
    const before = await metric("somnia_ai_call_duration_seconds_count", labels);
    await t.ctx.ai.title("I flew over a harbour at dawn.");
    expect(await metric("somnia_ai_call_duration_seconds_count", labels)).toBe(before + 1);
    expect(await metric("somnia_ai_call_failures_total", labels)).toBe(0);
  });

  it("show how many live event streams are open", async () => {
    const user = await createUser(t);
    const before = await metric("somnia_live_streams_open");
    const stream = await openStream(t.app, user);
    expect(await metric("somnia_live_streams_open")).toBe(before + 1);
    await stream.close();
    await vi.waitFor(async () => expect(await metric("somnia_live_streams_open")).toBe(before), {
      timeout: 5_000,
      interval: 10,
    });
  });

  it("show the database pool, and PGlite's queue where there is one", async () => {
    const { samples } = await scrape();
    const names = new Set(samples.map((s) => s.name));
    for (const name of [
      "somnia_db_pool_connections",
      "somnia_db_pool_connections_in_use",
      "somnia_db_pool_waiting",
    ])
      expect(names.has(name), name).toBe(true);
    expect(sampleValue(samples, "somnia_db_pool_connections")).toBeGreaterThan(0);
    expect(names.has("somnia_db_pglite_queue")).toBe(onPglite);
  });

  it("carry no e-mail, user id, address or dream words in any label", async () => {
    const user: TestUser = await createUser(t, {
      email: `night-owl-${randomUUID().slice(0, 8)}@example.com`,
    });
    const content = "A violet zeppelin drifted over Quillmere harbour";
    const created = await call(t.app, "/api/dreams", {
      body: { title: "", content, dreamDate: "2026-02-03" },
      cookie: user.cookie,
    });
    expect(created.status).toBe(201);
    const dream = await json(created);
    await call(t.app, `/api/dreams/${dream.id}`, { cookie: user.cookie });
    await call(t.app, `/api/dreams/${dream.id}`, { method: "DELETE", cookie: user.cookie });
    await call(t.app, "/api/auth/sign-in/email", { body: { email: user.email, password: "wrong password" } });
    const stream = await openStream(t.app, user);
    const { text, samples } = await scrape();
    await stream.close();

    const secrets = [user.email, user.id, user.ip, user.name, dream.id, dream.title, "zeppelin", "Quillmere"];
    for (const secret of secrets)
      expect(typeof secret === "string" && secret.length > 0, String(secret)).toBe(true);
    const values = samples.flatMap((s) => Object.values(s.labels));
    for (const secret of secrets) {
      expect(values.filter((value) => value.toLowerCase().includes(String(secret).toLowerCase()))).toEqual(
        [],
      );
      expect(text.toLowerCase()).not.toContain(String(secret).toLowerCase());
    }
  });
});
