import { type SQL, sql } from "drizzle-orm";
import type { BenchServer } from "./server";

/** The search index's tables (docs/decisions/023-blind-search-index.md); its third part is `dreams.search_bloom`. */
const INDEX_TABLES = ["dream_terms", "search_terms"] as const;

export interface Storage {
  dreams: number;
  dreamBytesPerDream: number;
  indexBytesPerDream: number;
  /** The parts of the search index that exist in this schema (none before its migration). */
  indexParts: string[];
}

function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];
}

async function one<T>(server: BenchServer, query: SQL): Promise<T> {
  return rowsOf<T>(await server.ctx.db.execute(query))[0] as T;
}

async function tableExists(server: BenchServer, table: string): Promise<boolean> {
  const row = await one<{ found: boolean }>(server, sql`select to_regclass(${table}) is not null as found`);
  return row.found;
}

async function bloomExists(server: BenchServer): Promise<boolean> {
  const row = await one<{ found: boolean }>(
    server,
    sql`select exists (select 1 from information_schema.columns
      where table_schema = current_schema() and table_name = 'dreams' and column_name = 'search_bloom') as found`,
  );
  return row.found;
}

/**
 * Rewrites the dreams and search index tables without dead row versions and refreshes the planner's
 * statistics. Building the index for seeded rows updates every one of them, leaving a dead copy
 * each; a journal whose dreams were indexed as they were saved carries no such doubling, and the
 * measurements that follow should not depend on when autovacuum last ran.
 */
export async function compactTables(server: BenchServer): Promise<void> {
  for (const table of ["dreams", ...INDEX_TABLES]) {
    if (await tableExists(server, table)) {
      await server.ctx.db.execute(sql`vacuum full analyze ${sql.identifier(table)}`);
    }
  }
}

/**
 * Bytes on disk per dream (heap, TOAST and indexes: pg_total_relation_size), split into the
 * encrypted dream and its search index entries: the Bloom filter column, `dream_terms` and
 * `search_terms`. Counts every row of `dreams`, so it is run before other users are seeded.
 */
export async function measureStorage(server: BenchServer): Promise<Storage> {
  const { n, total } = await one<{ n: number; total: string }>(
    server,
    sql`select count(*)::int as n, pg_total_relation_size('dreams')::bigint as total from dreams`,
  );
  const indexParts: string[] = [];
  let bloom = 0;
  if (await bloomExists(server)) {
    indexParts.push("dreams.search_bloom");
    const row = await one<{ bytes: string }>(
      server,
      sql`select coalesce(sum(pg_column_size(search_bloom)), 0)::bigint as bytes from dreams`,
    );
    bloom = Number(row.bytes);
  }
  let tables = 0;
  for (const table of INDEX_TABLES) {
    const row = await one<{ bytes: string | null }>(
      server,
      sql`select pg_total_relation_size(to_regclass(${table}))::bigint as bytes`,
    );
    if (row.bytes === null) continue;
    indexParts.push(table);
    tables += Number(row.bytes);
  }
  const perDream = (bytes: number) => (n > 0 ? bytes / n : 0);
  return {
    dreams: n,
    dreamBytesPerDream: perDream(Number(total) - bloom),
    indexBytesPerDream: perDream(bloom + tables),
    indexParts,
  };
}
