import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { inject } from "vitest";
import { type Database, type Db, openDatabase } from "../../src/db";
import * as schema from "../../src/db/schema";
import { adminQuery, databaseUrl } from "../setup/postgres-template";

export interface TestDatabase {
  /** For DATABASE_URL: `memory://` (PGlite), or the file's own PostgreSQL database. */
  url: string;
  database: Database;
  drop(): Promise<void>;
}

/** The template's tarball, read once per worker (files share a worker's modules: vitest.config.ts). */
let pgliteTemplate: Promise<Blob> | undefined;

/**
 * The database for one test file, already migrated: a copy of the run's template (test/setup/) —
 * an in-memory PGlite loaded from its data directory, or, in the "server-pg" project
 * (SOMNIA_TEST_DRIVER=pg), a PostgreSQL database created from the template database.
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
  pgliteTemplate ??= readFile(inject("pgliteTemplate")).then((bytes) => new Blob([bytes]));
  const client = new PGlite({ loadDataDir: await pgliteTemplate });
  const db = drizzle(client, { schema }) as unknown as Db;
  const database: Database = { driver: "pglite", db, client, close: () => client.close() };
  return { url: "memory://", database, drop: async () => {} };
}
