/**
 * The production server's resident memory (docs/benchmarks.md, "Memory at rest and under load"),
 * started as `npm run serve` starts it (src/production-process.ts; built first). Idle 5 s after `/readyz` first says ready, on a new PGlite data directory, then on
 * PGlite and on PostgreSQL holding the mixed load's 100 journals; then its peak under that load
 * (load.ts, the same as `npm run bench`'s), sampled from /proc every 20 ms. The baseline, in the same
 * run: an idle `node` process, Node's own floor. Part of `npm run bench`; `npm run bench:memory`
 * (memory-cli.ts) measures it alone.
 */
import { spawn } from "node:child_process";
import { MIXED_LOAD, seedLoadUsers, startDriver } from "./load";
import { atRest, rssMb, startProduction, stop } from "./production-server";
import { freePort, startServer } from "./server";
import { pgliteTarget, postgresTarget, type Target } from "./targets";

export interface MemoryFigures {
  db: string;
  new_data_dir_mb?: number;
  at_rest_mb: number;
  under_load_peak_mb: number;
  requests: number;
  errors: number;
}

/** At rest with the journals, then the mixed load's peak, on `target`. */
async function measureWithJournals(target: Target): Promise<MemoryFigures> {
  const seeding = await startServer(target);
  const users = await seedLoadUsers(seeding, MIXED_LOAD.users);
  const { url } = seeding;
  await seeding.stop();
  const server = startProduction(target, url);
  try {
    const rest = await atRest(server.child, server.ready);
    const { warmupSeconds, seconds, timeoutMs } = MIXED_LOAD;
    const driver = startDriver({ url, users, warmupSeconds, seconds, timeoutMs });
    let peak = 0;
    const sampler = setInterval(() => {
      peak = Math.max(peak, rssMb(server.child.pid as number));
    }, 20);
    const result = await driver.done.finally(() => clearInterval(sampler));
    return {
      db: target.name,
      at_rest_mb: rest,
      under_load_peak_mb: peak,
      requests: result.requests,
      errors: result.errors,
    };
  } finally {
    await stop(server.child);
  }
}

/** Node's floor and the production server's figures on PGlite and PostgreSQL (`pgUrl`: an admin URL). */
export interface ServerMemory {
  node_floor_mb: number;
  memory: MemoryFigures[];
}

export async function measureServerMemory(pgUrl: string, log: (line: string) => void): Promise<ServerMemory> {
  const floorProcess = spawn(process.execPath, ["-e", "setInterval(() => {}, 60_000)"], { stdio: "ignore" });
  const floor = await atRest(floorProcess, Promise.resolve());
  await stop(floorProcess);
  const figures: MemoryFigures[] = [];
  const pglite = await pgliteTarget();
  try {
    log("memory: the production server on a new PGlite data directory, then with 100 journals");
    const fresh = startProduction(pglite, `http://127.0.0.1:${await freePort()}`);
    const newDir = await atRest(fresh.child, fresh.ready).finally(() => stop(fresh.child));
    // The same directory, now created: a restart's figures, with the journals seeded into it.
    figures.push({ ...(await measureWithJournals(pglite)), new_data_dir_mb: newDir });
  } finally {
    await pglite.cleanup();
  }
  const postgres = await postgresTarget(pgUrl);
  try {
    log("memory: the production server on PostgreSQL with 100 journals");
    figures.push(await measureWithJournals(postgres));
  } finally {
    await postgres.cleanup();
  }
  return { node_floor_mb: floor, memory: figures };
}

/** The figures as a Markdown table, each at rest also as a multiple of Node's floor. */
export function memoryTable({ node_floor_mb: floor, memory }: ServerMemory): string[] {
  const mb = (value: number | undefined) => (value === undefined ? "–" : `${value.toFixed(0)} MB`);
  const times = (value: number | undefined) =>
    value === undefined ? "" : ` (${(value / floor).toFixed(1)}×)`;
  return [
    `Node's floor (an idle node process): ${mb(floor)}.`,
    "",
    "| database | new data directory | at rest, 100 journals | under the mixed load, peak | requests (errors) |",
    "| --- | ---: | ---: | ---: | ---: |",
    ...memory.map(
      (f) =>
        `| ${f.db} | ${mb(f.new_data_dir_mb)}${times(f.new_data_dir_mb)} | ${mb(f.at_rest_mb)}${times(f.at_rest_mb)} | ${mb(f.under_load_peak_mb)} | ${f.requests} (${f.errors}) |`,
    ),
  ];
}
