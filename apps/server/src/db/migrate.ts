import { fileURLToPath } from "node:url";
import { drizzle } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import { analyzeTables } from "./analyze-tables";
import type { Database } from "./index";

export const migrationsFolder = fileURLToPath(new URL("../../drizzle", import.meta.url));

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
