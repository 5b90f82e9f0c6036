import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import * as schema from "./schema";

export type Schema = typeof schema;
/** One type for both drivers: everything the app does goes through the common Postgres surface. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type Database =
  | { driver: "pglite"; db: Db; client: PGlite; close(): Promise<void> }
  | { driver: "node-postgres"; db: Db; client: pg.Pool; close(): Promise<void> };

export interface DatabaseOptions {
  /** postgres://… → node-postgres; `memory://` → in-memory PGlite; undefined → PGlite in `dataDir/db`. */
  url: string | undefined;
  dataDir: string;
  /** Errors of idle pooled connections (e.g. PostgreSQL restarting); unhandled, they would crash the process. */
  onIdleError?: (error: Error) => void;
}

export function openDatabase({ url, dataDir, onIdleError = () => {} }: DatabaseOptions): Database {
  if (url && !url.startsWith("memory://")) {
    const pool = new pg.Pool({ connectionString: url, max: 10 });
    pool.on("error", onIdleError);
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return { driver: "node-postgres", db, client: pool, close: () => pool.end() };
  }
  let dir: string | undefined;
  if (!url) {
    mkdirSync(dataDir, { recursive: true });
    dir = join(dataDir, "db");
  }
  const client = new PGlite(dir);
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return { driver: "pglite", db, client, close: () => client.close() };
}
