/**
 * `node --import tsx apps/server/bench/index-designs.ts`: the two blind-index designs of
 * docs/decisions/023-blind-search-index.md side by side, on PostgreSQL and PGlite, at 10,000 dreams
 * (BENCH_DREAMS overrides): a keyed Bloom filter per dream (what Somnia uses) against a term table
 * (one row per distinct term per dream). Prints bytes per dream on disk and the median time of a
 * search that matches nothing and one that matches one dream. A script, not a test.
 */
import { randomBytes } from "node:crypto";
import { PGlite } from "@electric-sql/pglite";
import { wordsOf } from "@somnia/shared/words";
import pg from "pg";
import { seal } from "../src/crypto/aead";
import { type BloomTerm, blindHasher, probesOf, termIdOf } from "../src/services/search/blind-terms";
import { indexEntries } from "../src/services/search/index-entries";
import { lookupTerm, prefixesOf } from "../src/services/search/words";
import { dreamChips } from "./chips";
import { dreamText, SEARCH_WORDS, seededRandom } from "./dream-text";
import { DEFAULT_PG_URL, postgresTarget } from "./targets";

const DREAMS = Number(process.env.BENCH_DREAMS ?? 10_000);
const USER = "bench-user";
const RUNS = 20;

interface Client {
  query(text: string, params?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
  /** PGlite: several statements at once (node-postgres' `query` takes them without parameters). */
  exec?(text: string): Promise<unknown>;
}

const SCHEMA = `
  create table d (id uuid primary key, user_id text not null, dream_date date not null,
    created_at timestamptz not null, sealed text not null, bloom bit varying not null);
  create index d_list on d (user_id, dream_date desc, created_at desc, id desc);
  create table t (user_id text not null, term bigint not null, dream_id uuid not null,
    primary key (user_id, term, dream_id));`;

/** Seeds both designs from the same dreams: sealed fields as Somnia stores them, then each index. */
async function seed(client: Client) {
  await (client.exec ? client.exec(SCHEMA) : client.query(SCHEMA));
  const key = randomBytes(32);
  const searchKey = randomBytes(32);
  const random = seededRandom(7);
  const start = Date.UTC(2023, 0, 1);
  for (let first = 0; first < DREAMS; first += 250) {
    const dreams: unknown[][] = [];
    const terms: unknown[][] = [];
    for (let i = first; i < Math.min(DREAMS, first + 250); i++) {
      const rare = i === Math.floor(DREAMS / 2);
      const text = dreamText(random, rare);
      const { content } = text;
      const chips = dreamChips(random, content.split(". "), rare);
      const sealed = [text.title, content, JSON.stringify(text.tags), JSON.stringify(chips)]
        .map((field) => seal(key, Buffer.from(field), USER))
        .join("");
      const dream = { notRemembered: false, title: text.title, content, tags: text.tags };
      const emotions = chips.emotions.map((e) => e.emotion);
      const symbols = chips.symbols.map((s) => s.symbol);
      const { bloom } = indexEntries(blindHasher(searchKey), { ...dream, emotions, symbols, types: [] });
      const id = crypto.randomUUID();
      const created = new Date(start + i * 9_000_000);
      dreams.push([id, USER, created.toISOString().slice(0, 10), created.toISOString(), sealed, bloom]);
      for (const term of allTerms(dream, text.tags, emotions, symbols)) {
        terms.push([USER, termIdOf(searchKey, term.namespace, term.value).toString(), id]);
      }
    }
    await insert(client, "d", 6, dreams);
    for (let k = 0; k < terms.length; k += 5_000) await insert(client, "t", 3, terms.slice(k, k + 5_000));
  }
  await client.query("vacuum analyze");
  return searchKey;
}

function allTerms(
  dream: { title: string; content: string },
  tags: string[],
  emotions: string[],
  symbols: string[],
) {
  const terms = new Map<string, BloomTerm>();
  for (const text of [dream.title, dream.content, ...tags]) {
    for (const word of wordsOf(text))
      for (const p of prefixesOf(word)) terms.set(`w${p}`, { namespace: "word", value: p });
  }
  for (const tag of tags) terms.set(`t${tag}`, { namespace: "tag", value: tag });
  for (const e of emotions) terms.set(`e${e}`, { namespace: "emotion", value: e });
  for (const s of symbols) terms.set(`s${s}`, { namespace: "symbol", value: s });
  return terms.values();
}

async function insert(client: Client, table: string, width: number, rows: unknown[][]) {
  const values = rows.map(
    (_, r) => `(${Array.from({ length: width }, (_, c) => `$${r * width + c + 1}`).join(",")})`,
  );
  await client.query(`insert into ${table} values ${values.join(",")}`, rows.flat());
}

async function median(task: () => Promise<unknown>): Promise<number> {
  await task();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const begin = performance.now();
    await task();
    times.push(performance.now() - begin);
  }
  return times.sort((a, b) => a - b)[Math.floor(RUNS / 2)] as number;
}

async function measure(name: string, client: Client) {
  const searchKey = await seed(client);
  const size = async (sql: string) => Number((await client.query(sql)).rows[0]?.n) / DREAMS;
  const bloomBytes = await size("select sum(pg_column_size(bloom)) as n from d");
  const dreamBytes = (await size("select pg_total_relation_size('d') as n")) - bloomBytes;
  const termBytes = await size("select pg_total_relation_size('t') as n");
  const termRows = await size("select count(*) as n from t");
  const order = "order by dream_date desc, created_at desc, id desc limit 11";
  const bloomSearch = (word: string) => {
    const probes = probesOf(searchKey, "word", lookupTerm(word));
    const bits = probes.map((_, i) => `get_bit(bloom, ($${i + 2}::bigint % length(bloom))::int) = 1`);
    return () =>
      client.query(`select id, sealed from d where user_id = $1 and ${bits.join(" and ")} ${order}`, [
        USER,
        ...probes,
      ]);
  };
  const termSearch = (word: string) => {
    const term = termIdOf(searchKey, "word", lookupTerm(word)).toString();
    return () =>
      client.query(
        `select id, sealed from d where user_id = $1 and id in (select dream_id from t where user_id = $1 and term = $2) ${order}`,
        [USER, term],
      );
  };
  const row = {
    db: name,
    dreamBytes: Math.round(dreamBytes),
    bloomBytes: Math.round(bloomBytes),
    termRows: Math.round(termRows),
    termBytes: Math.round(termBytes),
    bloomNone: await median(bloomSearch(SEARCH_WORDS.none)),
    bloomOne: await median(bloomSearch(SEARCH_WORDS.one)),
    termNone: await median(termSearch(SEARCH_WORDS.none)),
    termOne: await median(termSearch(SEARCH_WORDS.one)),
  };
  const found = (await bloomSearch(SEARCH_WORDS.one)()).rows.length;
  if (found < 1) throw new Error(`${name}: the Bloom filter missed the rare word`);
  return row;
}

const results = [];
const target = await postgresTarget(process.env.TEST_DATABASE_URL ?? DEFAULT_PG_URL);
try {
  const client = new pg.Client({ connectionString: target.databaseUrl });
  await client.connect();
  results.push(await measure("PostgreSQL", client));
  await client.end();
} finally {
  await target.cleanup();
}
const lite = new PGlite();
results.push(await measure("PGlite", lite));
await lite.close();

const ms = (n: number) => n.toFixed(1);
console.info(`${DREAMS} dreams, median of ${RUNS} runs (ms)\n`);
console.info(
  "| database | dream bytes | Bloom bytes | term rows | term-table bytes | Bloom: no match | Bloom: one match | terms: no match | terms: one match |",
);
console.info("|---|---:|---:|---:|---:|---:|---:|---:|---:|");
for (const r of results) {
  console.info(
    `| ${r.db} | ${r.dreamBytes} | ${r.bloomBytes} | ${r.termRows} | ${r.termBytes} | ${ms(r.bloomNone)} | ${ms(r.bloomOne)} | ${ms(r.termNone)} | ${ms(r.termOne)} |`,
  );
}
