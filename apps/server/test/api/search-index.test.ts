import { EMOTIONS } from "@somnia/shared/detections";
import type { Dream } from "@somnia/shared/dreams";
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { dreamTerms, searchTerms } from "../../src/db/schema";
import { createDream, searchIds } from "../helpers/dreams";
import { createUser, type TestUser } from "../helpers/factories";
import { call, json } from "../helpers/http";
import { useTestApp } from "../helpers/test-app";

const t = useTestApp();
const search = (user: TestUser, query: Query) => searchIds(t, user, { ...query });

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

  beforeAll(async () => {
    ada = await createUser(t, { name: "Ada" });
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
