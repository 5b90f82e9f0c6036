import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it, vi } from "vitest";
import { createApp } from "../../src/app";
import { type AppContext, createContext } from "../../src/context";
import { createLogger } from "../../src/lib/logger";
import { openStream } from "../helpers/event-stream";
import { createUser } from "../helpers/factories";
import { call, json } from "../helpers/http";
import { useTestApp } from "../helpers/test-app";

const t = useTestApp();
const onPostgres = process.env.SOMNIA_TEST_DRIVER === "pg";
const today = () => new Date().toISOString().slice(0, 10);

const within1s = { timeout: 1_000, interval: 10 };

/** Resolves once `count` subscriptions to `bus` made from now on have ended. */
function subscriptionsEnded(bus: AppContext["events"], count: number): Promise<void> {
  const subscribe = bus.subscribe.bind(bus);
  let left = count;
  return new Promise((resolve) => {
    vi.spyOn(bus, "subscribe").mockImplementation((userId, listener) => {
      const unsubscribe = subscribe(userId, listener);
      return () => {
        unsubscribe();
        left -= 1;
        if (left === 0) resolve();
      };
    });
  });
}

describe("/api/events", () => {
  it("turns anonymous callers away", async () => {
    const response = await call(t.app, "/api/events");
    expect(response.status).toBe(401);
    expect((await json(response)).error.code).toBe("UNAUTHORIZED");
  });

  it("streams the caller's own events within a second, never another user's", async () => {
    const ada = await createUser(t, { name: "Ada" });
    const bo = await createUser(t, { name: "Bo" });
    const adaStream = await openStream(t.app, ada);
    const boStream = await openStream(t.app, bo);
    try {
      expect(adaStream.response.headers.get("content-type")).toMatch(/^text\/event-stream/);
      expect(adaStream.response.headers.get("cache-control")).toContain("no-store");
      expect(adaStream.response.headers.get("x-accel-buffering")).toBe("no");

      await t.ctx.events.publish(ada.id, { type: "dream.changed", dreamId: "dream-1" });
      await t.ctx.events.publish(bo.id, { type: "profile.changed" });
      await vi.waitFor(
        () => expect(adaStream.events).toEqual([{ type: "dream.changed", dreamId: "dream-1" }]),
        within1s,
      );
      await vi.waitFor(() => expect(boStream.events).toEqual([{ type: "profile.changed" }]), within1s);

      await t.ctx.events.publish(bo.id, { type: "membership.changed" });
      await vi.waitFor(() => expect(boStream.events).toHaveLength(2), within1s);
      expect(adaStream.events).toEqual([{ type: "dream.changed", dreamId: "dream-1" }]);
    } finally {
      await adaStream.close();
      await boStream.close();
    }
  });

  it("announces a dream created, updated and deleted through the API to the owner's other tabs", async () => {
    const ada = await createUser(t, { name: "Ada" });
    const bo = await createUser(t, { name: "Bo" });
    const otherTab = await openStream(t.app, ada);
    const boStream = await openStream(t.app, bo);
    try {
      const created = await call(t.app, "/api/dreams", {
        body: { title: "Lighthouse", content: "A lighthouse on the Moon", dreamDate: today() },
        cookie: ada.cookie,
        ip: ada.ip,
      });
      expect(created.status).toBe(201);
      const { id } = await json(created);
      await vi.waitFor(
        () => expect(otherTab.events).toEqual([{ type: "dream.changed", dreamId: id }]),
        within1s,
      );

      const updated = await call(t.app, `/api/dreams/${id}`, {
        method: "PATCH",
        body: { title: "Lighthouse on Mars" },
        cookie: ada.cookie,
        ip: ada.ip,
      });
      expect(updated.status).toBe(200);
      await vi.waitFor(() => expect(otherTab.events).toHaveLength(2), within1s);

      const deleted = await call(t.app, `/api/dreams/${id}`, {
        method: "DELETE",
        cookie: ada.cookie,
        ip: ada.ip,
      });
      expect(deleted.status).toBeLessThan(300);
      await vi.waitFor(() => expect(otherTab.events).toHaveLength(3), within1s);
      expect(otherTab.events.every((e) => e.type === "dream.changed" && e.dreamId === id)).toBe(true);
      expect(boStream.events).toEqual([]);
    } finally {
      await otherTab.close();
      await boStream.close();
    }
  });

  it("bounds the streams per user and frees a stream's slot when the client goes away", async () => {
    const ada = await createUser(t, { name: "Ada" });
    const ended = subscriptionsEnded(t.ctx.events, 16);
    const streams = await Promise.all(Array.from({ length: 16 }, () => openStream(t.app, ada)));
    const refused = await call(t.app, "/api/events", { cookie: ada.cookie, ip: ada.ip });
    expect(refused.status).toBe(429);
    await Promise.all(streams.map((s) => s.close()));
    // Every slot comes back once the closed streams have unsubscribed.
    await ended;
    vi.mocked(t.ctx.events.subscribe).mockRestore();
    const again = await Promise.all(Array.from({ length: 16 }, () => openStream(t.app, ada)));
    await Promise.all(again.map((s) => s.close()));
  });

  describe.runIf(onPostgres)("across server instances on one PostgreSQL", () => {
    let other: AppContext | undefined;
    afterAll(async () => {
      await other?.close();
    });

    /** A second instance: its own context (pool, listener, bus) on the first instance's database. */
    function startSecondInstance() {
      const logger = createLogger("error", { write: (line: string) => console.error(line) });
      other = createContext(t.ctx.env, { logger, announce: () => {} });
      return { ctx: other, app: createApp(other) };
    }

    it("delivers an event published on instance A to a stream on instance B", async () => {
      const b = startSecondInstance();
      const ada = await createUser(t, { name: "Ada" });
      const bo = await createUser(t, { name: "Bo" });
      const adaOnB = await openStream(b.app, ada);
      const boOnB = await openStream(b.app, bo);
      try {
        await t.ctx.events.publish(ada.id, { type: "dream.changed", dreamId: "from-a" });
        await vi.waitFor(
          () => expect(adaOnB.events).toEqual([{ type: "dream.changed", dreamId: "from-a" }]),
          within1s,
        );

        const created = await call(t.app, "/api/dreams", {
          body: { content: "A train through a forest of clocks", dreamDate: today(), tags: ["train"] },
          cookie: ada.cookie,
          ip: ada.ip,
        });
        expect(created.status).toBe(201);
        const { id } = await json(created);
        await vi.waitFor(
          () => expect(adaOnB.events).toContainEqual({ type: "dream.changed", dreamId: id }),
          within1s,
        );
        // Delivered once on B, never to another user.
        expect(adaOnB.events).toHaveLength(2);
        expect(boOnB.events).toEqual([]);
      } finally {
        await adaOnB.close();
        await boOnB.close();
      }
    });

    it("keeps delivering after the listening connection is killed", async () => {
      const b = other ? { ctx: other, app: createApp(other) } : startSecondInstance();
      const ada = await createUser(t, { name: "Ada" });
      const onB = await openStream(b.app, ada);
      try {
        const warn = vi.spyOn(b.ctx.logger, "warn").mockImplementation(() => {});
        await t.ctx.db.execute(
          sql`select pg_terminate_backend(pid) from pg_stat_activity
              where datname = current_database() and query = 'LISTEN somnia_events'`,
        );
        await vi.waitFor(() => expect(warn).toHaveBeenCalled(), { timeout: 5_000 });
        await b.ctx.events.ready();
        await t.ctx.events.publish(ada.id, { type: "profile.changed" });
        await vi.waitFor(() => expect(onB.events).toEqual([{ type: "profile.changed" }]), within1s);
        warn.mockRestore();
      } finally {
        await onB.close();
      }
    });
  });
});
