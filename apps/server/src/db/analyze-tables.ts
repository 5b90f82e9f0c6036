import { getTableConfig, type PgTable } from "drizzle-orm/pg-core";
import type { Database } from "./index";

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * Refreshes the planner's statistics (ANALYZE) of `tables`, or of every table: after migrations, and
 * after a bulk change (an import, a reindex) that PostgreSQL's autovacuum would notice only later and
 * PGlite, which has none, never (schedule-vacuum.ts).
 */
export async function analyzeTables(database: Pick<Database, "client">, tables: readonly PgTable[] = []) {
  const names = tables.map((table) => {
    const { name, schema } = getTableConfig(table);
    return schema ? `${quote(schema)}.${quote(name)}` : quote(name);
  });
  await database.client.query(names.length > 0 ? `analyze ${names.join(", ")}` : "analyze");
}
