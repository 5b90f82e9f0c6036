import { todayIn } from "@somnia/shared/dates";
import { DREAM_MESSAGES, NOT_REMEMBERED_CONTENT, NOT_REMEMBERED_TITLE } from "@somnia/shared/dreams";
import { fallbackDreamTitle } from "@somnia/shared/fallback-title";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { dreams } from "../../src/db/schema";
import { storedDreams } from "../helpers/dreams";
import { createUser, type TestUser } from "../helpers/factories";
import { call, json } from "../helpers/http";
import { expectSealed } from "../helpers/sealed";
import { useTestApp } from "../helpers/test-app";

const t = useTestApp();
const TEXT = "I was being chased through dark water by a huge snake while my sister watched from a bridge";

function tomorrow(): string {
  return new Date(Date.now() + 86_400_000 * 2).toISOString().slice(0, 10);
}

describe("/api/dreams", () => {
  let ada: TestUser;
  let bo: TestUser;
  let dreamId: string;

  it("creates a dream with its title, tags and date, and gets it back", async () => {
    ada = await createUser(t, { name: "Ada" });
    const events: unknown[] = [];
    const unsubscribe = t.ctx.events.subscribe(ada.id, (event) => events.push(event));
    const created = await call(t.app, "/api/dreams", {
      body: { title: "  The Bridge  ", content: TEXT, dreamDate: "2026-02-03", tags: ["water", "family"] },
      cookie: ada.cookie,
    });
    expect(created.status).toBe(201);
    const dream = await json(created);
    expect(dream).toMatchObject({
      title: "The Bridge",
      content: TEXT,
      dreamDate: "2026-02-03",
      tags: ["water", "family"],
      isAnalyzed: false,
      notRemembered: false,
      excludeFromAi: false,
    });
    dreamId = dream.id;
    unsubscribe();
    expect(events).toEqual([{ type: "dream.changed", dreamId }]);
    const got = await call(t.app, `/api/dreams/${dreamId}`, { cookie: ada.cookie });
    expect(got.status).toBe(200);
    expect(await json(got)).toEqual(dream);
    const latest = await call(t.app, "/api/dreams/latest", { cookie: ada.cookie });
    expect((await json(latest)).id).toBe(dreamId);
  });

  it("stores only ciphertext for title, text and tags, and the date as yyyy-MM-dd", async () => {
    const [row] = await storedDreams(t, ada);
    expect(row?.dreamDate).toBe("2026-02-03");
    expectSealed(row?.title, row?.content, row?.tags);
    const [raw] = await t.ctx.db
      .select({ date: sql<string>`${dreams.dreamDate}::text` })
      .from(dreams)
      .where(eq(dreams.id, dreamId));
    expect(raw?.date).toBe("2026-02-03");
  });

  it("stores no tags as null, and duplicate tags once", async () => {
    const none = await json(
      await call(t.app, "/api/dreams", {
        body: { title: "Quiet", content: "A quiet room", dreamDate: "2026-02-01", tags: [] },
        cookie: ada.cookie,
      }),
    );
    expect(none.tags).toBeNull();
    const rows = await storedDreams(t, ada);
    expect(rows.find((r) => r.id === none.id)?.tags).toBeNull();
    const patched = await call(t.app, `/api/dreams/${none.id}`, {
      method: "PATCH",
      body: { tags: ["cat", "cat", "moon"] },
      cookie: ada.cookie,
    });
    expect((await json(patched)).tags).toEqual(["cat", "moon"]);
    await call(t.app, `/api/dreams/${none.id}`, { method: "DELETE", cookie: ada.cookie });
  });

  it("titles an untitled dream with the analyst, and with the fallback when the AI fails", async () => {
    const auto = await json(
      await call(t.app, "/api/dreams", {
        body: { title: "", content: TEXT, dreamDate: "2026-02-04" },
        cookie: ada.cookie,
      }),
    );
    expect(auto.title).toBeTruthy();
    expect(auto.title).not.toBe(fallbackDreamTitle(TEXT));
    expect(auto.title.split(" ").length).toBeGreaterThanOrEqual(2);
    expect(auto.title.split(" ").length).toBeLessThanOrEqual(4);

    const ai = vi.spyOn(t.ctx.ai, "title").mockRejectedValueOnce(new Error("AI provider is down"));
    const fallback = await json(
      await call(t.app, "/api/dreams", {
        body: { title: null, content: TEXT, dreamDate: "2026-02-05" },
        cookie: ada.cookie,
      }),
    );
    expect(ai).toHaveBeenCalledOnce();
    ai.mockRestore();
    expect(fallback.title).toBe(fallbackDreamTitle(TEXT));
    for (const id of [auto.id, fallback.id]) {
      expect((await call(t.app, `/api/dreams/${id}`, { method: "DELETE", cookie: ada.cookie })).status).toBe(
        204,
      );
    }
  });

  it("keeps an 'I don't remember' entry out of the list but stores it", async () => {
    const created = await call(t.app, "/api/dreams", {
      body: { notRemembered: true, dreamDate: "2026-02-06" },
      cookie: ada.cookie,
    });
    expect(created.status).toBe(201);
    const dr = await json(created);
    expect(dr).toMatchObject({
      title: NOT_REMEMBERED_TITLE,
      content: NOT_REMEMBERED_CONTENT,
      tags: null,
      notRemembered: true,
      dreamDate: "2026-02-06",
    });
    const list = await json(await call(t.app, "/api/dreams", { cookie: ada.cookie }));
    expect(list.items.map((d: { id: string }) => d.id)).toEqual([dreamId]);
    expect((await json(await call(t.app, "/api/dreams/latest", { cookie: ada.cookie }))).id).toBe(dreamId);
    const stored = (await storedDreams(t, ada)).find((r) => r.id === dr.id);
    expect(stored?.notRemembered).toBe(true);
    expect(await t.ctx.crypto.decrypt(ada.id, stored?.title as string)).toBe("DR");
    const edit = await call(t.app, `/api/dreams/${dr.id}`, {
      method: "PATCH",
      body: { content: "now I remember" },
      cookie: ada.cookie,
    });
    expect(edit.status).toBe(400);
    expect((await json(edit)).error.reason).toBe(DREAM_MESSAGES.notRememberedReadOnly);
  });

  it("updates title, text, date, tags and the AI switch", async () => {
    const patched = await call(t.app, `/api/dreams/${dreamId}`, {
      method: "PATCH",
      body: {
        title: "Night Bridge",
        content: "A new text",
        dreamDate: "2026-01-30",
        tags: [],
        excludeFromAi: true,
      },
      cookie: ada.cookie,
    });
    expect(patched.status).toBe(200);
    expect(await json(patched)).toMatchObject({
      id: dreamId,
      title: "Night Bridge",
      content: "A new text",
      dreamDate: "2026-01-30",
      tags: null,
      excludeFromAi: true,
    });
    const retitled = await call(t.app, `/api/dreams/${dreamId}`, {
      method: "PATCH",
      body: { title: null },
      cookie: ada.cookie,
    });
    expect((await json(retitled)).title).toBeTruthy();
  });

  it("refuses a future date, an over-long text and a malformed body with clear messages", async () => {
    const cases: [unknown, string][] = [
      [{ content: TEXT, dreamDate: tomorrow() }, DREAM_MESSAGES.futureDate],
      [{ content: "x".repeat(20_001), dreamDate: "2026-02-01" }, DREAM_MESSAGES.contentTooLong],
      [{ content: "   ", dreamDate: "2026-02-01" }, DREAM_MESSAGES.emptyContent],
      [{ content: TEXT, dreamDate: "2026-02-30" }, DREAM_MESSAGES.invalidDate],
      [{ content: TEXT }, DREAM_MESSAGES.invalidDate],
    ];
    for (const [body, reason] of cases) {
      const response = await call(t.app, "/api/dreams", { body, cookie: ada.cookie });
      expect(response.status).toBe(400);
      expect((await json(response)).error).toEqual({ code: "VALIDATION_FAILED", reason });
    }
    const today = todayIn("Pacific/Kiritimati");
    const ahead = await call(t.app, "/api/dreams", {
      body: { notRemembered: true, dreamDate: today },
      cookie: ada.cookie,
      headers: { "X-Time-Zone": "Pacific/Kiritimati" },
    });
    expect(ahead.status).toBe(201);
    expect((await call(t.app, "/api/dreams", { body: "{", cookie: ada.cookie })).status).toBe(400);
  });

  it("shows a second user nothing of the first user's dreams", async () => {
    bo = await createUser(t, { name: "Bo" });
    const list = await json(await call(t.app, "/api/dreams", { cookie: bo.cookie }));
    expect(list).toEqual({ items: [], nextCursor: null });
    expect((await call(t.app, "/api/dreams/latest", { cookie: bo.cookie })).status).toBe(404);
    for (const method of ["GET", "PATCH", "DELETE"]) {
      const response = await call(t.app, `/api/dreams/${dreamId}`, {
        method,
        body: method === "PATCH" ? { title: "Mine now" } : undefined,
        cookie: bo.cookie,
      });
      expect(response.status).toBe(404);
      expect((await json(response)).error).toEqual({ code: "NOT_FOUND", reason: DREAM_MESSAGES.notFound });
    }
    const mine = await json(await call(t.app, `/api/dreams/${dreamId}`, { cookie: ada.cookie }));
    expect(mine.title).not.toBe("Mine now");
    expect((await call(t.app, "/api/dreams/not-a-uuid", { cookie: ada.cookie })).status).toBe(404);
  });

  it("turns anonymous callers away on every route", async () => {
    const routes: [string, string, unknown?][] = [
      ["GET", "/api/dreams"],
      ["POST", "/api/dreams", { content: TEXT, dreamDate: "2026-02-01" }],
      ["GET", "/api/dreams/latest"],
      ["GET", `/api/dreams/${dreamId}`],
      ["PATCH", `/api/dreams/${dreamId}`, { title: "x" }],
      ["DELETE", `/api/dreams/${dreamId}`],
    ];
    for (const [method, path, body] of routes) {
      expect((await call(t.app, path, { method, body })).status).toBe(401);
    }
  });

  it("deletes a dream, and tells the user's other tabs", async () => {
    const events: unknown[] = [];
    const unsubscribe = t.ctx.events.subscribe(ada.id, (event) => events.push(event));
    const deleted = await call(t.app, `/api/dreams/${dreamId}`, { method: "DELETE", cookie: ada.cookie });
    unsubscribe();
    expect(deleted.status).toBe(204);
    expect(events).toEqual([{ type: "dream.changed", dreamId }]);
    expect((await call(t.app, `/api/dreams/${dreamId}`, { cookie: ada.cookie })).status).toBe(404);
    expect(
      (await call(t.app, `/api/dreams/${dreamId}`, { method: "DELETE", cookie: ada.cookie })).status,
    ).toBe(404);
  });
});
