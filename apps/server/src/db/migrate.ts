import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { drizzle } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import type pg from "pg";
import { analyzeTables } from "./analyze-tables";
import type { Database } from "./index";

export const migrationsFolder = fileURLToPath(new URL("../../drizzle", import.meta.url));

/** The migrations this code knows, oldest first (drizzle-kit's journal): each tag and its time. */
export function migrationJournal(): { tag: string; when: number }[] {
  const text = readFileSync(join(migrationsFolder, "meta", "_journal.json"), "utf8");
  return (JSON.parse(text) as { entries: { tag: string; when: number }[] }).entries;
}

/** The time (the journal's `when`) of the last migration applied to the database; null if none. */
export async function lastAppliedMigration(client: Pick<pg.ClientBase, "query">): Promise<number | null> {
  const { rows } = await client.query<{ created_at: string }>(
    "select created_at from drizzle.__drizzle_migrations order by created_at desc limit 1",
  );
  return rows[0] ? Number(rows[0].created_at) : null;
}

/**
 * Applies the drizzle-kit migrations in apps/server/drizzle, the same files and the same path for
 * both databases (both are reached through node-postgres), then refreshes the planner's statistics.
 */
export async function migrate(database: Database): Promise<void> {
  // Several instances may start at once: serialise them on an advisory lock held by one connection.
  const client = await database.client.connect();
  try {
    await client.query("select pg_advisory_lock(7243001)");
    await migrateNodePg(drizzle(client), { migrationsFolder });
  } finally {
    await client.query("select pg_advisory_unlock(7243001)").catch(() => {});
    client.release();
  }
  // On a connection of its own: ANALYZE needs no lock, and this one is released.
  await analyzeTables(database);
}
