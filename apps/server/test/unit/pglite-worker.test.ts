import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { count, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { analyzeTables } from "../../src/db/analyze-tables";
import { type Database, openDatabase } from "../../src/db/index";
import { WORKER_HEAP_MB } from "../../src/db/pglite-host";
import { scheduleVacuum } from "../../src/db/schedule-vacuum";
import { user } from "../../src/db/schema";

// PGlite in its worker thread, reached through node-postgres (docs/decisions/025-pglite-in-a-worker.md).
let database: Database;
beforeAll(() => {
  database = openDatabase({
    url: "memory://",
    dataDir: "/nonexistent",
    loadDataDir: inject("pgliteTemplate"),
  });
});
afterAll(() => database?.close());

const person = (id: string) => ({ id, name: id, email: `${id}@example.com` });
const users = async (db = database) => (await db.db.select({ n: count() }).from(user))[0]?.n;

describe("PGlite in a worker", () => {
  it("runs a transaction alone: a query from outside waits for its commit, then sees it", async () => {
    const order: string[] = [];
    let outside: Promise<number | undefined> | undefined;
    await database.db.transaction(async (tx) => {
      await tx.insert(user).values(person("tx-ann"));
      outside = users().then((n) => {
        order.push("outside");
        return n;
      });
      // Sent after the outside query: were the two not serialised, that one would be answered first.
      await tx.execute(sql`select 1`);
      await tx.execute(sql`select 2`);
      order.push("commit");
    });
    expect(await outside).toBe(1);
    expect(order).toEqual(["commit", "outside"]);
    await database.db.delete(user);
  });

  // PGlite's execProtocolRaw also kept every reply it parsed: the thread's heap grew by each answer.
  it("keeps nothing of the answers it sent: 200 MB of replies through a thread whose heap is capped at 64 MB", async () => {
    expect(WORKER_HEAP_MB).toBe(64);
    for (let i = 0; i < 100; i++) {
      const { rows } = await database.client.query(
        "select repeat('x', 100000) as body from generate_series(1, 20)",
      );
      expect(rows).toHaveLength(20);
    }
  }, 60_000);

  it("rolls a failed transaction back and passes PostgreSQL's error codes through", async () => {
    const failing = database.db.transaction(async (tx) => {
      await tx.insert(user).values(person("rb-ann"));
      await tx.insert(user).values(person("rb-ann"));
    });
    await expect(failing).rejects.toMatchObject({ cause: { code: "23505" } });
    expect(await users()).toBe(0);
  });

  it("rolls back what a connection left open when it goes", async () => {
    const client = await database.client.connect();
    await client.query("begin");
    await client.query(`insert into "user" (id, name, email) values ('gone', 'gone', 'gone@example.com')`);
    client.release(true); // destroyed, as a broken connection would be
    // Kept, or still open for the next session on the same backend, the row would be counted.
    expect(await users()).toBe(0);
  });

  it("reports a dead worker as an error, to the pool's idle handler and to every query after", async () => {
    const errors: Error[] = [];
    const doomed = openDatabase({
      url: "memory://",
      dataDir: "/nonexistent",
      loadDataDir: inject("pgliteTemplate"),
      onIdleError: (error) => errors.push(error),
    });
    if (doomed.driver !== "pglite") throw new Error("memory:// should open PGlite");
    expect(await users(doomed)).toBe(0);
    await doomed.pglite.thread.terminate(); // what a crash in the WebAssembly ends with
    const failure = await users(doomed).catch((error: Error) => error);
    expect((failure as Error).cause).toMatchObject({
      message: expect.stringMatching(/embedded database stopped/),
    });
    expect(errors.map((error) => error.message)).toEqual([
      expect.stringMatching(/embedded database stopped/),
    ]);
    await doomed.close();
  });

  // A new data directory runs initdb in a process of its own before the database opens: slow work.
  it("keeps an on-disk database across a restart, and close() ends the thread", async () => {
    const dataDir = await mkdtemp(join(tmpdir(), "somnia-pglite-"));
    try {
      const first = openDatabase({ url: undefined, dataDir });
      await first.client.query("create table kept (note text)");
      await first.client.query("insert into kept values ('still here')");
      await first.close();
      if (first.driver !== "pglite") throw new Error("no URL should open PGlite");
      expect(first.pglite.thread.threadId).toBe(-1); // exited

      const second = openDatabase({ url: undefined, dataDir });
      const { rows } = await second.client.query("select note from kept");
      // A journal's buffer cache, not PGlite's 128 MB (pglite-worker.js).
      const { rows: buffers } = await second.client.query("show shared_buffers");
      await second.close();
      expect(rows).toEqual([{ note: "still here" }]);
      expect(buffers).toEqual([{ shared_buffers: "16MB" }]);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 90_000);
});

describe("table statistics", () => {
  const estimate = async () => {
    const { rows } = await database.client.query(`select reltuples from pg_class where relname = 'user'`);
    return rows[0].reltuples;
  };

  it("analyzeTables refreshes the planner's row count of the tables it is given", async () => {
    await database.db.insert(user).values([person("st-ann"), person("st-bo")]);
    expect(await estimate()).toBeLessThan(2);
    await analyzeTables(database, [user]);
    expect(await estimate()).toBe(2);
    await database.db.delete(user);
  });

  it("scheduleVacuum runs VACUUM ANALYZE on PGlite at once", async () => {
    const errors: unknown[] = [];
    const stop = scheduleVacuum(database, (error) => errors.push(error));
    try {
      // Queued behind the first run on PGlite's one connection.
      const { rows } = await database.client.query(
        `select vacuum_count::int as n from pg_stat_user_tables where relname = 'user'`,
      );
      expect(rows[0].n).toBeGreaterThanOrEqual(1);
    } finally {
      stop();
    }
    expect(errors).toEqual([]);
  });
});
