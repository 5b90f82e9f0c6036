import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { dreams, dreamTerms, searchTerms } from "../../src/db/schema";
import { reindexDreams } from "../../src/services/search/reindex-dream";
import { createDream, searchIds } from "../helpers/dreams";
import { createUser, type TestUser } from "../helpers/factories";
import { call, json } from "../helpers/http";
import { imported } from "../helpers/import";
import { useTestApp } from "../helpers/test-app";

const t = useTestApp();
const search = (user: TestUser, query: Record<string, string>) => searchIds(t, user, query);

/** What the search index keeps, for whom, and how it is built for dreams older than it. */
describe("the blind search index's storage", () => {
  let ada: TestUser;
  let bo: TestUser;

  beforeAll(async () => {
    ada = await createUser(t, { name: "Ada" });
    bo = await createUser(t, { name: "Bo" });
  });

  it("keeps no plaintext in the database: no word, prefix or tag of a dream", async () => {
    await createDream(t, ada, {
      title: "Zephyrcastle",
      content: "I met the quixotelephant in the garden.",
      tags: ["Marzipanic"],
    });
    expect(await search(ada, { q: "quixotel" })).toHaveLength(1);
    const dump = await databaseText();
    for (const secret of ["zephyrcastle", "zephyr", "quixotelephant", "quixo", "marzipanic", "garden"]) {
      expect(dump.toLowerCase()).not.toContain(secret);
    }
  });

  it("never finds another user's dreams, and hashes the same words differently for each user", async () => {
    expect(await search(bo, { q: "quixotelephant" })).toEqual([]);
    expect(await search(bo, { tag: "Marzipanic" })).toEqual([]);
    const same = "The very same words, word for word.";
    const mine = await createDream(t, ada, { content: same, title: "Same" });
    const theirs = await createDream(t, bo, { content: same, title: "Same" });
    const blooms = await t.ctx.db
      .select({ id: dreams.id, bloom: dreams.searchBloom })
      .from(dreams)
      .where(sql`${dreams.id} in (${mine.id}, ${theirs.id})`);
    expect(blooms).toHaveLength(2);
    expect(blooms[0]?.bloom).not.toBe(blooms[1]?.bloom);
    expect(await search(bo, { q: "same" })).toEqual([theirs.id]);
  });

  it("indexes dreams written before the index existed, and finds them meanwhile", async () => {
    const carol = await createUser(t, { name: "Carol" });
    const old = await createDream(t, carol, {
      content: "An old gondolier sang by the canal.",
      tags: ["Venice"],
      detections: { emotions: [{ emotion: "joy", who: "dreamer", evidence: "I was glad" }], symbols: [] },
      indexed: false,
    });
    const unindexed = await t.ctx.db.select().from(dreams).where(eq(dreams.id, old.id));
    expect(unindexed[0]?.searchBloom).toBeNull();
    expect(await search(carol, { q: "gondol" })).toEqual([old.id]);

    expect(await t.ctx.searchIndex.backfill()).toBeGreaterThanOrEqual(1);
    const [row] = await t.ctx.db.select().from(dreams).where(eq(dreams.id, old.id));
    expect(row?.searchBloom).toMatch(/^[01]+$/);
    expect(await search(carol, { q: "gondol" })).toEqual([old.id]);
    expect(await search(carol, { tag: "Venice", emotion: "joy" })).toEqual([old.id]);
    const stats = await json(await call(t.app, "/api/stats/profile", { cookie: carol.cookie }));
    expect(stats).toMatchObject({ favoriteTags: ["Venice"], topEmotions: [{ emotion: "joy", count: 1 }] });
    expect(await t.ctx.searchIndex.backfill()).toBe(0);
  });

  it("counts tags once per dream, most used first, ties in alphabetical order", async () => {
    const eve = await createUser(t, { name: "Eve" });
    for (const tags of [["b"], ["a"], ["c", "c"], ["d"], ["zeta", "b"], ["zeta"], ["zeta"]]) {
      await createDream(t, eve, { tags, dreamDate: "2025-06-01" });
    }
    const stats = await json(await call(t.app, "/api/stats/profile", { cookie: eve.cookie }));
    expect(stats.favoriteTags).toEqual(["zeta", "b", "a"]);
    const year = await json(await call(t.app, "/api/stats/calendar/year?year=2025", { cookie: eve.cookie }));
    expect(year.topTags).toEqual([
      { tag: "zeta", count: 3 },
      { tag: "b", count: 2 },
      { tag: "a", count: 1 },
      { tag: "c", count: 1 },
      { tag: "d", count: 1 },
    ]);
    const other = await json(await call(t.app, "/api/stats/calendar/year?year=2024", { cookie: eve.cookie }));
    expect(other.topTags).toEqual([]);
  });

  it("keeps only the vocabulary some dream still uses", async () => {
    const dana = await createUser(t, { name: "Dana" });
    const one = await createDream(t, dana, { tags: ["only-here", "shared"] });
    await createDream(t, dana, { tags: ["shared"] });
    const vocabulary = () => t.ctx.db.select().from(searchTerms).where(eq(searchTerms.userId, dana.id));
    expect(await vocabulary()).toHaveLength(2);
    await call(t.app, `/api/dreams/${one.id}`, { method: "DELETE", cookie: dana.cookie });
    expect(await vocabulary()).toHaveLength(1);
    const terms = await t.ctx.db.select().from(dreamTerms).where(eq(dreamTerms.userId, dana.id));
    expect(terms).toHaveLength(1);
  });

  it("stores an imported dream with the index a rebuild gives it", async () => {
    const eli = await createUser(t, { name: "Eli" });
    const csv = [
      "date,title,dream,tags",
      '2024-03-15,Flying,"I was flying over the sea, and I felt free and happy.","flying, sea"',
      '2024-03-16,,"My grandmother\'s house was full of water and I was scared of drowning.",family',
      '2024-03-17,Again,"I was flying over my grandmother\'s house.",flying',
    ].join("\n");
    expect(await imported(t, eli, csv)).toMatchObject({ imported: 3 });
    const index = async () => ({
      blooms: await t.ctx.db
        .select({ id: dreams.id, bloom: dreams.searchBloom })
        .from(dreams)
        .where(eq(dreams.userId, eli.id))
        .orderBy(dreams.id),
      terms: await t.ctx.db
        .select({ dreamId: dreamTerms.dreamId, kind: dreamTerms.kind, term: dreamTerms.term })
        .from(dreamTerms)
        .where(eq(dreamTerms.userId, eli.id))
        .orderBy(dreamTerms.dreamId, dreamTerms.kind, dreamTerms.term),
      vocabulary: await t.ctx.db
        .select({ kind: searchTerms.kind, term: searchTerms.term, count: searchTerms.dreamCount })
        .from(searchTerms)
        .where(eq(searchTerms.userId, eli.id))
        .orderBy(searchTerms.kind, searchTerms.term),
    });
    const stored = await index();
    expect(stored.blooms.every((row) => /^[01]+$/.test(row.bloom ?? ""))).toBe(true);
    expect(stored.vocabulary.find((row) => row.count === 2)).toBeDefined();
    const cipher = await t.ctx.crypto.forUser(eli.id);
    const ids = stored.blooms.map((row) => row.id);
    await t.ctx.db.transaction((tx) => reindexDreams(tx, cipher, ids));
    expect(await index()).toEqual(stored);
  });
});

/** Every row of every table in the database's public schema, as text. */
async function databaseText(): Promise<string> {
  const rowsOf = <T>(result: unknown) =>
    (typeof result === "object" && result !== null && "rows" in result ? result.rows : result) as T[];
  const tables = rowsOf<{ name: string }>(
    await t.ctx.db.execute(sql`select tablename as name from pg_tables where schemaname = 'public'`),
  );
  const parts: string[] = [];
  for (const { name } of tables) {
    const rows = rowsOf<{ row: string }>(
      await t.ctx.db.execute(sql.raw(`select t::text as row from "${name}" t`)),
    );
    parts.push(...rows.map((r) => r.row));
  }
  // Sealed values are random base64url, which spells a short word now and then; their
  // format alone shows they hold no plaintext, so they are left out of the word search.
  return parts.join("\n").replace(/v1\.[\w-]{16}\.[\w-]+/g, "v1.sealed");
}
