import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { drizzle } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import pg from "pg";
import { lockDataDir } from "./data-dir-lock";
import { PgliteWorker } from "./pglite-host";
import * as schema from "./schema";

export type Schema = typeof schema;
/** One type for both databases: everything the app does goes through the common Postgres surface. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/**
 * Both databases are reached through node-postgres (docs/decisions/025-pglite-in-a-worker.md): for
 * PGlite, its pool's one connection is a stream to the worker thread that runs it.
 */
export type Database =
  | { driver: "pglite"; db: Db; client: pg.Pool; pglite: PgliteWorker; close(): Promise<void> }
  | { driver: "node-postgres"; db: Db; client: pg.Pool; close(): Promise<void> };

/** node-postgres connections to PGlite's worker (docs/decisions/025-pglite-in-a-worker.md). */
export const PGLITE_CONNECTIONS = 4;

export interface DatabaseOptions {
  /** postgres://… → PostgreSQL; `memory://` → in-memory PGlite; undefined → PGlite in `dataDir/db`. */
  url: string | undefined;
  dataDir: string;
  /** In-memory PGlite only: a tarball of a data directory to start from (test/setup/pglite-template.ts). */
  loadDataDir?: string;
  /**
   * Errors of idle pooled connections (PostgreSQL restarting, PGlite's thread dying); unhandled,
   * they would crash the process.
   */
  onIdleError?: (error: Error) => void;
}

export function openDatabase({
  url,
  dataDir,
  loadDataDir,
  onIdleError = () => {},
}: DatabaseOptions): Database {
  if (url && !url.startsWith("memory://")) {
    const pool = new pg.Pool({ connectionString: url, max: 10 });
    pool.on("error", onIdleError);
    const db = drizzle(pool, { schema }) as unknown as Db;
    return { driver: "node-postgres", db, client: pool, close: () => pool.end() };
  }
  let dir: string | undefined;
  let unlock = () => {};
  if (!url) {
    mkdirSync(dataDir, { recursive: true });
    dir = join(dataDir, "db");
    unlock = lockDataDir(dir);
  }
  const pglite = new PgliteWorker({ dataDir: dir, loadDataDir });
  // PGlite has one backend: its worker runs one connection's exchange or transaction at a time and
  // queues the others' (pglite-worker.js), so a transaction holds the database and other queries wait
  // their turn, as they did in-process. Several connections keep the next query queued in the worker
  // while the main thread handles the last answer. Never closed when idle: a new one costs a startup.
  const pool = new pg.Pool({
    max: PGLITE_CONNECTIONS,
    idleTimeoutMillis: 0,
    // PGlite's only role and database, named so that neither $USER nor PGUSER picks another.
    user: "postgres",
    database: "postgres",
    stream: () => pglite.connect(),
  });
  pool.on("error", onIdleError);
  const db = drizzle(pool, { schema }) as unknown as Db;
  return {
    driver: "pglite",
    db,
    client: pool,
    pglite,
    async close() {
      await pool.end();
      await pglite.close();
      unlock();
    },
  };
}
