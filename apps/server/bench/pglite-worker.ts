/**
 * `node --import tsx apps/server/bench/pglite-worker.ts`: what PGlite costs the server's event loop,
 * in the server's thread (as before docs/decisions/025-pglite-in-a-worker.md) and in a worker
 * reached through node-postgres (`openDatabase`, as now). For each: the time of a small query alone
 * (the hop), then, for BENCH_SECONDS (default 5) while BENCH_HEAVY_CLIENTS (default 4) clients run a
 * heavy query (a sequential scan of 10,000 rows) back to back, the main thread's event-loop delay
 * and the time of small queries arriving every 20 ms.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { setImmediate as nextTurn, setTimeout as sleep } from "node:timers/promises";
import { PGlite } from "@electric-sql/pglite";
import { openDatabase } from "../src/db";
import { median, percentile } from "./measure";

/** A database as the measurement sees it: text and parameters in, a promise out. */
export interface QueryTarget {
  name: string;
  query(text: string, params?: unknown[]): Promise<unknown>;
  close(): Promise<void>;
}

export interface WorkerFigures {
  name: string;
  hop: { median: number; p99: number };
  underLoad: {
    loopDelayP99: number;
    loopDelayMax: number;
    small: { median: number; p99: number };
    heavyRuns: number;
  };
}

const SEED = `create table bench_rows (id int primary key, body text not null);
  insert into bench_rows select i, repeat(md5(i::text), 6) from generate_series(1, 10000) as i`;
/** No index helps: every run reads all 10,000 rows. */
const HEAVY = "select count(*) from bench_rows where body like '%abcde%'";
const SMALL = "select id, body from bench_rows where id = $1";
const SMALL_EVERY_MS = 20;
/** Clients running HEAVY back to back, as several users' requests would. */
const HEAVY_CLIENTS = Number(process.env.BENCH_HEAVY_CLIENTS ?? 4);

async function timeSmall(target: QueryTarget, samples: number[]) {
  const start = performance.now();
  await target.query(SMALL, [1 + Math.floor(Math.random() * 10_000)]);
  samples.push(performance.now() - start);
}

const summary = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return { median: median(sorted), p99: percentile(sorted, 0.99) };
};

/** Seeds, then measures `target` (see the file's comment). */
export async function measureTarget(target: QueryTarget, seconds: number): Promise<WorkerFigures> {
  for (const statement of SEED.split(";")) await target.query(statement);
  await target.query("analyze bench_rows");
  const hop: number[] = [];
  for (let i = 0; i < 50; i++) await timeSmall(target, []); // warm-up
  for (let i = 0; i < 500; i++) await timeSmall(target, hop);

  // Each sample includes the 1 ms sampling interval itself.
  const histogram = monitorEventLoopDelay({ resolution: 1 });
  const until = performance.now() + seconds * 1000;
  let heavyRuns = 0;
  const heavy = Array.from({ length: HEAVY_CLIENTS }, async () => {
    while (performance.now() < until) {
      await target.query(HEAVY);
      heavyRuns++;
      await nextTurn();
    }
  });
  // Small queries arrive every SMALL_EVERY_MS whatever happens (like requests), and each one's time
  // runs from when it was due: a blocked event loop delays it as much as a busy database does.
  const small: number[] = [];
  const arrivals: Promise<void>[] = [];
  histogram.enable();
  for (let due = performance.now(); due < until; due += SMALL_EVERY_MS) {
    const wait = due - performance.now();
    if (wait > 0) await sleep(wait);
    const id = 1 + Math.floor(Math.random() * 10_000);
    arrivals.push(target.query(SMALL, [id]).then(() => void small.push(performance.now() - due)));
  }
  await Promise.all(arrivals);
  await Promise.all(heavy);
  histogram.disable();
  return {
    name: target.name,
    hop: summary(hop),
    underLoad: {
      loopDelayP99: histogram.percentile(99) / 1e6,
      loopDelayMax: histogram.max / 1e6,
      small: summary(small),
      heavyRuns,
    },
  };
}

export function inThreadTarget(): QueryTarget {
  const pglite = new PGlite();
  return {
    name: "PGlite in the server's thread",
    query: (t, p) => pglite.query(t, p),
    close: () => pglite.close(),
  };
}

export function workerTarget(dataDir: string): QueryTarget {
  const database = openDatabase({ url: "memory://", dataDir });
  return {
    name: "PGlite in a worker, node-postgres",
    query: (t, p) => database.client.query(t, p),
    close: database.close,
  };
}

export function printFigures(rows: WorkerFigures[]) {
  const f = (n: number) => n.toFixed(n < 10 ? 2 : 0);
  console.info(
    "| setup | small query alone, median / p99 ms | event-loop delay under load, p99 / max ms | small query under load, median / p99 ms | heavy runs |",
  );
  console.info("|---|---:|---:|---:|---:|");
  for (const r of rows) {
    const { hop, underLoad: u } = r;
    console.info(
      `| ${r.name} | ${f(hop.median)} / ${f(hop.p99)} | ${f(u.loopDelayP99)} / ${f(u.loopDelayMax)} | ${f(u.small.median)} / ${f(u.small.p99)} | ${u.heavyRuns} |`,
    );
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const seconds = Number(process.env.BENCH_SECONDS ?? 5);
  const dir = await mkdtemp(join(tmpdir(), "somnia-bench-pglite-"));
  const rows: WorkerFigures[] = [];
  try {
    for (const make of [inThreadTarget, () => workerTarget(dir)]) {
      const target = make();
      try {
        rows.push(await measureTarget(target, seconds));
      } finally {
        await target.close();
      }
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  printFigures(rows);
}
