import { EMOTIONS } from "@somnia/shared/detections";
import type { Dream } from "@somnia/shared/dreams";
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { dreams, dreamTerms, searchTerms } from "../../src/db/schema";
import { createDream } from "../helpers/dreams";
import { createUser, type TestUser } from "../helpers/factories";
import { call, json } from "../helpers/http";
import { useTestApp } from "../helpers/test-app";

const t = useTestApp();

/** Words that share beginnings, differ only by accents or case, or are shorter than three letters. */
const WORDS = [
  "lighthouse",
  "lightning",
  "light",
  "Café",
  "cafeteria",
  "ocean",
  "Océane",
  "ox",
  "a",
  "snake",
  "snakes",
  "school",
  "schooner",
  "naïve",
  "Über",
  "deep-blue",
  "mother",
  "moth",
  "42",
  "north",
];
const TAGS = ["flying", "Sea", "work", "family", "lucid dream"];
const SYMBOLS = ["water", "house", "snake", "car", "dog", "teeth"];
const EMOTION_IDS = [...EMOTIONS].slice(0, 6);

/** A small seeded generator (mulberry32): every run sees the same journals. */
function seeded(seed: number) {
  let a = seed;
  const next = () => {
    a = (a + 0x6d2b79f5) | 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)] as T;
  const some = <T>(list: readonly T[], max: number) => [
    ...new Set(Array.from({ length: Math.floor(next() * (max + 1)) }, () => pick(list))),
  ];
  return { next, pick, some };
}

// The plaintext model, written apart from the server's code: decompose, drop marks, lower case.
const fold = (text: string) => text.normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase();
const wordsOf = (text: string) =>
  fold(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

interface Query {
  q?: string;
  tag?: string;
  emotion?: string;
  symbol?: string;
  analyzed?: "true";
}

function modelMatches(dream: Dream, query: Query): boolean {
  if (dream.notRemembered) return false;
  if (query.analyzed && !dream.isAnalyzed) return false;
  if (query.tag && !dream.tags?.includes(query.tag)) return false;
  if (query.emotion && !dream.detections?.emotions.some((e) => e.emotion === query.emotion)) return false;
  if (query.symbol && !dream.detections?.symbols.some((s) => s.symbol === query.symbol)) return false;
  if (!query.q) return true;
  const words = [dream.title ?? "", dream.content, ...(dream.tags ?? [])].flatMap(wordsOf);
  return wordsOf(query.q).every((q) =>
    words.some((word) => (q.length < 3 ? word === q : word.startsWith(q))),
  );
}

async function search(user: TestUser, query: Query): Promise<string[]> {
  const ids: string[] = [];
  let cursor: string | null = null;
  do {
    const params = new URLSearchParams(query as Record<string, string>);
    if (cursor) params.set("cursor", cursor);
    const response = await call(t.app, `/api/dreams?${params}`, { cookie: user.cookie });
    expect(response.status).toBe(200);
    const page = await json(response);
    ids.push(...page.items.map((item: Dream) => item.id));
    cursor = page.nextCursor;
  } while (cursor);
  return ids;
}

/** Every one of the user's dreams in plaintext, newest first: what the model filters. */
async function journal(user: TestUser): Promise<Dream[]> {
  const ids = await search(user, {});
  const all = await Promise.all(
    ids.map(async (id) => json(await call(t.app, `/api/dreams/${id}`, { cookie: user.cookie }))),
  );
  return all as Dream[];
}

function randomQuery(random: ReturnType<typeof seeded>): Query {
  const word = random.pick(WORDS);
  const variants = [
    word,
    word.toUpperCase(),
    fold(word),
    fold(word).slice(0, 1 + Math.floor(random.next() * fold(word).length)),
    `${random.pick(WORDS)} ${random.pick(WORDS)}`,
    fold(word).slice(1),
  ];
  const query: Query = {};
  if (random.next() < 0.7) query.q = random.pick(variants);
  if (random.next() < 0.2) query.tag = random.pick(TAGS);
  if (random.next() < 0.2) query.emotion = random.pick(EMOTION_IDS);
  if (random.next() < 0.2) query.symbol = random.pick(SYMBOLS);
  if (random.next() < 0.15) query.analyzed = "true";
  return query;
}

describe("the blind search index", () => {
  let ada: TestUser;
  let bo: TestUser;

  beforeAll(async () => {
    ada = await createUser(t, { name: "Ada" });
    bo = await createUser(t, { name: "Bo" });
  });

  it("finds what a plaintext model finds, over random journals, after edits, chip edits and deletes", async () => {
    const random = seeded(20261123);
    const sentence = () =>
      Array.from({ length: 3 + Math.floor(random.next() * 8) }, () => random.pick(WORDS)).join(" ");
    const ids: string[] = [];
    for (let n = 0; n < 36; n++) {
      const row = await createDream(t, ada, {
        title: random.next() < 0.2 ? null : sentence().slice(0, 60),
        content: `${sentence()}. ${sentence()}!`,
        dreamDate: `2026-0${1 + (n % 9)}-${String(1 + (n % 27)).padStart(2, "0")}`,
        tags: random.some(TAGS, 3),
        notRemembered: n % 17 === 16,
        isAnalyzed: random.next() < 0.4,
        detections: {
          emotions: random
            .some(EMOTION_IDS, 3)
            .map((emotion) => ({ emotion, who: "dreamer" as const, evidence: "I felt it" })),
          symbols: random.some(SYMBOLS, 3).map((symbol) => ({ symbol, label: symbol, evidence: [] })),
        },
      });
      ids.push(row.id);
    }
    const check = async (rounds: number) => {
      const all = await journal(ada);
      for (let i = 0; i < rounds; i++) {
        const query = randomQuery(random);
        const expected = all.filter((dream) => modelMatches(dream, query)).map((dream) => dream.id);
        expect({ query, ids: await search(ada, query) }).toEqual({ query, ids: expected });
      }
    };
    await check(40);

    // Text, tag and date edits, chip edits and deletes through the API keep the index in step.
    for (const id of ids.slice(0, 12)) {
      const edit = await call(t.app, `/api/dreams/${id}`, {
        method: "PATCH",
        cookie: ada.cookie,
        body: { content: sentence(), tags: random.some(TAGS, 2), dreamDate: "2026-02-02" },
      });
      expect([200, 400]).toContain(edit.status); // 400: an "I don't remember" entry keeps its text
    }
    for (const id of ids.slice(12, 20)) {
      const chips = await call(t.app, `/api/dreams/${id}/detections`, {
        method: "PATCH",
        cookie: ada.cookie,
        body: {
          emotions: random.some(EMOTION_IDS, 2).map((emotion) => ({ emotion })),
          symbols: random.some(SYMBOLS, 2).map((symbol) => ({ symbol })),
        },
      });
      expect([200, 400]).toContain(chips.status);
    }
    for (const id of ids.slice(20, 26)) {
      const deleted = await call(t.app, `/api/dreams/${id}`, { method: "DELETE", cookie: ada.cookie });
      expect(deleted.status).toBe(204);
    }
    await check(60);
    await expectCountsInStep(ada);
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
});

/** The vocabulary counts, for each term, exactly the dreams that carry it; no term is without a row. */
async function expectCountsInStep(user: TestUser) {
  const counted = await t.ctx.db
    .select({ kind: dreamTerms.kind, term: dreamTerms.term, n: sql<number>`count(*)::int` })
    .from(dreamTerms)
    .where(eq(dreamTerms.userId, user.id))
    .groupBy(dreamTerms.kind, dreamTerms.term);
  const vocabulary = await t.ctx.db
    .select({ kind: searchTerms.kind, term: searchTerms.term, n: searchTerms.dreamCount })
    .from(searchTerms)
    .where(eq(searchTerms.userId, user.id));
  const key = (row: { kind: number; term: bigint; n: number }) => `${row.kind}:${row.term}:${row.n}`;
  expect(vocabulary.map(key).sort()).toEqual(counted.map(key).sort());
  expect(counted.length).toBeGreaterThan(5);
}

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
  return parts.join("\n");
}
