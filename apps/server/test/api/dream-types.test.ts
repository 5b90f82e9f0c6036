import { DREAM_MESSAGES, DREAM_TYPES, type DreamType } from "@somnia/shared/dreams";
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { dreams, dreamTerms } from "../../src/db/schema";
import { searchIds, setMembership } from "../helpers/dreams";
import { createUser, type TestUser } from "../helpers/factories";
import { call, json } from "../helpers/http";
import { expectSealed } from "../helpers/sealed";
import { useTestApp } from "../helpers/test-app";

const t = useTestApp();

/** What the journal should say, kept in plaintext beside it: each dream's date and types. */
type Model = Map<string, { date: string; types: DreamType[] }>;

const MONTHS = ["2026-01", "2026-02", "2026-03"];
const counted = (model: Model, month?: string) =>
  Object.fromEntries(
    DREAM_TYPES.map((type) => [
      type,
      [...model.values()].filter((d) => d.types.includes(type) && (!month || d.date.startsWith(month)))
        .length,
    ]),
  );

async function expectAgrees(user: TestUser, model: Model) {
  for (const type of DREAM_TYPES) {
    const expected = [...model].filter(([, d]) => d.types.includes(type)).map(([id]) => id);
    expect((await searchIds(t, user, { type })).sort(), type).toEqual(expected.sort());
  }
  for (const month of MONTHS) {
    const stats = await json(
      await call(t.app, `/api/stats/calendar?month=${month}`, { cookie: user.cookie }),
    );
    expect(stats.typeCounts, month).toEqual(counted(model, month));
  }
  const profile = await json(await call(t.app, "/api/stats/profile", { cookie: user.cookie }));
  expect(profile.typeCounts).toEqual(counted(model));
  // What the list's type filter offers: the types on at least one dream, most used first.
  const facets = await json(await call(t.app, "/api/dreams/facets", { cookie: user.cookie }));
  const offered = Object.entries(counted(model))
    .filter(([, count]) => count > 0)
    .map(([type, count]) => ({ type, count }))
    .sort((a, b) => b.count - a.count);
  expect(facets.types).toEqual(offered);
}

async function post(user: TestUser, body: Record<string, unknown>) {
  return call(t.app, "/api/dreams", { body, cookie: user.cookie });
}

async function patch(user: TestUser, id: string, body: Record<string, unknown>) {
  return call(t.app, `/api/dreams/${id}`, { method: "PATCH", body, cookie: user.cookie });
}

describe("dream types and vividness", () => {
  let ada: TestUser;
  let bo: TestUser;
  const model: Model = new Map();

  beforeAll(async () => {
    ada = await createUser(t, { name: "Ada" });
    bo = await createUser(t, { name: "Bo" });
    await setMembership(t, ada, "Plus");
  });

  it("keeps the types and vividness the user gives, encrypted, and counts them without a word in clear", async () => {
    const created = await post(ada, {
      title: "Over the Roofs",
      content: "I flew over the roofs of a quiet town.",
      dreamDate: "2026-01-10",
      types: ["nightmare", "lucid"],
      vividness: 4,
    });
    expect(created.status).toBe(201);
    const dream = await json(created);
    expect(dream).toMatchObject({ types: ["lucid", "nightmare"], suggestedTypes: [], vividness: 4 });
    model.set(dream.id, { date: "2026-01-10", types: ["lucid", "nightmare"] });
    expect(await json(await call(t.app, `/api/dreams/${dream.id}`, { cookie: ada.cookie }))).toEqual(dream);

    const [row] = await t.ctx.db.select().from(dreams).where(eq(dreams.id, dream.id));
    expectSealed(row?.marks);
    const stored = await t.ctx.db.execute(
      sql`select t::text as row from dreams t where user_id = ${ada.id}
          union all select t::text from dream_terms t where user_id = ${ada.id}
          union all select t::text from search_terms t where user_id = ${ada.id}`,
    );
    const rows = (
      typeof stored === "object" && stored !== null && "rows" in stored ? stored.rows : stored
    ) as {
      row: string;
    }[];
    const text = rows
      .map((r) => r.row)
      .join("\n")
      .replace(/v1\.[\w-]{16}\.[\w-]+/g, "v1.sealed");
    for (const word of ["lucid", "nightmare", "recurring", "vivid"])
      expect(text.toLowerCase()).not.toContain(word);
    await expectAgrees(ada, model);
  });

  it("filters and counts like a plaintext model through edits, a move to another month and a delete", async () => {
    const plan: [string, DreamType[] | undefined][] = [
      ["2026-01-12", ["lucid"]],
      ["2026-01-20", []],
      ["2026-02-02", ["recurring"]],
      ["2026-02-14", ["nightmare", "recurring"]],
      ["2026-03-01", ["lucid", "nightmare", "recurring"]],
      ["2026-03-05", undefined],
    ];
    const ids: string[] = [];
    for (const [date, types] of plan) {
      const body = {
        title: "A walk",
        content: "I walked by the sea in the evening.",
        dreamDate: date,
        types,
      };
      const dream = await json(await post(ada, body));
      ids.push(dream.id);
      model.set(dream.id, { date, types: types ?? [] });
    }
    await expectAgrees(ada, model);

    const [a, b, c, d, e, f] = ids as [string, string, string, string, string, string];
    const edits: [string, Record<string, unknown>, Partial<{ date: string; types: DreamType[] }>][] = [
      [a, { types: ["nightmare"] }, { types: ["nightmare"] }],
      [b, { types: ["lucid", "recurring"], vividness: 2 }, { types: ["lucid", "recurring"] }],
      [c, { dreamDate: "2026-01-03" }, { date: "2026-01-03" }],
      [d, { content: "I walked by the sea and it was calm." }, {}],
      [e, { vividness: null }, {}],
      [f, { types: [] }, {}],
      [e, { types: ["lucid"], dreamDate: "2026-02-20" }, { types: ["lucid"], date: "2026-02-20" }],
    ];
    for (const [id, body, change] of edits) {
      const response = await patch(ada, id, body);
      expect(response.status).toBe(200);
      const before = model.get(id);
      if (before) model.set(id, { ...before, ...change });
      expect((await json(response)).types).toEqual(model.get(id)?.types);
      await expectAgrees(ada, model);
    }

    expect((await call(t.app, `/api/dreams/${d}`, { method: "DELETE", cookie: ada.cookie })).status).toBe(
      204,
    );
    model.delete(d);
    await expectAgrees(ada, model);
    expect(await searchIds(t, ada, { type: "lucid", q: "walk" })).toEqual([e, b]);
  });

  it("keeps the vividness through other edits, and clears it with null", async () => {
    const dream = await json(
      await post(ada, { title: "Fog", content: "A harbour in fog.", dreamDate: "2026-03-02", vividness: 5 }),
    );
    model.set(dream.id, { date: "2026-03-02", types: [] });
    expect((await json(await patch(ada, dream.id, { title: "Harbour" }))).vividness).toBe(5);
    expect((await json(await patch(ada, dream.id, { vividness: 1 }))).vividness).toBe(1);
    expect((await json(await patch(ada, dream.id, { vividness: null }))).vividness).toBeNull();
  });

  it("refuses bad types and vividness with a clear message", async () => {
    const base = { title: "T", content: "A dream.", dreamDate: "2026-03-03" };
    const [id] = model.keys();
    const cases: [Record<string, unknown>, string][] = [
      [{ types: ["flying"] }, DREAM_MESSAGES.invalidType],
      [{ types: "lucid" }, DREAM_MESSAGES.invalidType],
      [{ types: ["lucid", "lucid"] }, DREAM_MESSAGES.repeatedType],
      [{ vividness: 0 }, DREAM_MESSAGES.invalidVividness],
      [{ vividness: 6 }, DREAM_MESSAGES.invalidVividness],
      [{ vividness: 2.5 }, DREAM_MESSAGES.invalidVividness],
      [{ vividness: "3" }, DREAM_MESSAGES.invalidVividness],
    ];
    for (const [body, message] of cases) {
      for (const response of [await post(ada, { ...base, ...body }), await patch(ada, id ?? "", body)]) {
        expect(response.status).toBe(400);
        expect((await json(response)).error.reason).toBe(message);
      }
    }
    const list = await call(t.app, "/api/dreams?type=flying", { cookie: ada.cookie });
    expect(list.status).toBe(400);
    expect((await json(list)).error.reason).toBe(DREAM_MESSAGES.invalidType);
  });

  it('gives an "I don\'t remember" entry no types nor vividness', async () => {
    const refused = await post(ada, { notRemembered: true, dreamDate: "2026-03-04", types: ["lucid"] });
    expect(refused.status).toBe(400);
    expect((await json(refused)).error.reason).toBe(DREAM_MESSAGES.notRememberedNoMarks);
    const entry = await json(await post(ada, { notRemembered: true, dreamDate: "2026-03-04" }));
    expect(entry).toMatchObject({ types: [], suggestedTypes: [], vividness: null });
    const patched = await patch(ada, entry.id, { vividness: 3 });
    expect(patched.status).toBe(400);
    expect((await json(patched)).error.reason).toBe(DREAM_MESSAGES.notRememberedNoMarks);
    await expectAgrees(ada, model);
  });

  it("shows another user none of the types: not in their lists, not in their counts", async () => {
    await expectAgrees(bo, new Map());
    const [id] = model.keys();
    expect((await patch(bo, id ?? "", { types: ["lucid"] })).status).toBe(404);
    await expectAgrees(ada, model);
  });

  it("rebuilds the types' index from the stored marks at start-up, when it is missing", async () => {
    await t.ctx.db.update(dreams).set({ searchBloom: null }).where(eq(dreams.userId, ada.id));
    await t.ctx.db.delete(dreamTerms).where(eq(dreamTerms.userId, ada.id));
    await t.ctx.db.execute(sql`delete from search_terms where user_id = ${ada.id}`);
    // Meanwhile the filters still find them, by decrypting what the index cannot vouch for.
    expect((await searchIds(t, ada, { type: "lucid" })).length).toBeGreaterThan(0);
    expect(await t.ctx.searchIndex.backfill()).toBeGreaterThanOrEqual(model.size);
    await expectAgrees(ada, model);
  });
});
