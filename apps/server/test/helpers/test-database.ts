import { randomBytes } from "node:crypto";
import { inject } from "vitest";
import { type Database, openDatabase } from "../../src/db";
import { adminQuery, databaseUrl } from "../setup/postgres-template";

export interface TestDatabase {
  /** For DATABASE_URL: `memory://` (PGlite), or the file's own PostgreSQL database. */
  url: string;
  database: Database;
  drop(): Promise<void>;
}

/**
 * The database for one test file, already migrated: a copy of the run's template (test/setup/) —
 * an in-memory PGlite whose worker thread loads the template's data directory, or, in the
 * "server-pg" project (SOMNIA_TEST_DRIVER=pg), a PostgreSQL database created from the template.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  if (process.env.SOMNIA_TEST_DRIVER === "pg") {
    const name = `somnia_test_${randomBytes(6).toString("hex")}`;
    await adminQuery(`create database ${name} template ${inject("postgresTemplate")}`);
    const url = databaseUrl(name);
    return {
      url,
      database: openDatabase({ url, dataDir: "/nonexistent" }),
      drop: () => adminQuery(`drop database if exists ${name} with (force)`),
    };
  }
  const database = openDatabase({
    url: "memory://",
    dataDir: "/nonexistent",
    loadDataDir: inject("pgliteTemplate"),
  });
  return { url: "memory://", database, drop: async () => {} };
}

/** Empties every table of a test database (the migrations' record is in schema drizzle): as the template left it. */
export async function emptyTestDatabase(database: Database): Promise<void> {
  const { rows } = await database.client.query<{ name: string }>(
    "select format('%I', tablename) as name from pg_tables where schemaname = 'public'",
  );
  await database.client.query(`truncate ${rows.map((row) => row.name).join(", ")} restart identity`);
}
