import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";

/** A database to benchmark on, with a fresh data directory (outbox, master key), and its cleanup. */
export interface Target {
  name: string;
  /** undefined: PGlite in `dataDir/db`. */
  databaseUrl: string | undefined;
  dataDir: string;
  cleanup(): Promise<void>;
}

export const DEFAULT_PG_URL = "postgres://postgres@127.0.0.1:5432/postgres";

/** A throwaway `somnia_bench_<hex>` database next to `adminUrl`, dropped by `cleanup`. */
export async function postgresTarget(adminUrl: string): Promise<Target> {
  const name = `somnia_bench_${randomBytes(4).toString("hex")}`;
  await adminQuery(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const dataDir = await mkdtemp(join(tmpdir(), "somnia-bench-"));
  return {
    name: "PostgreSQL",
    databaseUrl: url.toString(),
    dataDir,
    async cleanup() {
      await dropDatabase(adminUrl, name);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Embedded PGlite in a temporary directory, removed by `cleanup`. */
export async function pgliteTarget(): Promise<Target> {
  const dataDir = await mkdtemp(join(tmpdir(), "somnia-bench-"));
  return {
    name: "PGlite",
    databaseUrl: undefined,
    dataDir,
    cleanup: () => rm(dataDir, { recursive: true, force: true }),
  };
}

/**
 * `pool.end()` resolves before its sockets have closed; a forced drop at that moment kills them and
 * node-postgres throws from the closing client. So: plain drops until the last session has gone.
 */
async function dropDatabase(adminUrl: string, name: string) {
  for (let attempt = 0; attempt < 50; attempt++) {
    try {
      return await adminQuery(adminUrl, `drop database if exists ${name}`);
    } catch (error) {
      if ((error as { code?: string }).code !== "55006") throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  await adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
}

async function adminQuery(adminUrl: string, text: string) {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}
