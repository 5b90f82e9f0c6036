import { fileURLToPath } from "node:url";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import type { Database } from "./index";

const migrationsFolder = fileURLToPath(new URL("../../drizzle", import.meta.url));

/** Applies the drizzle-kit migrations in apps/server/drizzle; the same files for both drivers. */
export async function migrate(database: Database): Promise<void> {
  if (database.driver === "pglite") {
    // biome-ignore lint/suspicious/noExplicitAny: the driver-specific type erased by `Db`
    await migratePglite(database.db as any, { migrationsFolder });
    return;
  }
  // Several instances may start at once: serialise them on an advisory lock held by one connection.
  const client = await database.client.connect();
  try {
    await client.query("select pg_advisory_lock(7243001)");
    const { drizzle } = await import("drizzle-orm/node-postgres");
    await migrateNodePg(drizzle(client), { migrationsFolder });
  } finally {
    await client.query("select pg_advisory_unlock(7243001)").catch(() => {});
    client.release();
  }
}
