/**
 * `npm run bench:memory [-- --out FILE]`: the production server's resident memory (docs/benchmarks.md,
 * "Memory at rest and under load"), started as `npm run serve` starts it (src/production-process.ts; `npm run
 * build` first). Idle 5 s after `/readyz` first says ready, on a new PGlite data directory, then on
 * PGlite and on PostgreSQL holding the mixed load's 100 journals; then its peak under that load
 * (load.ts, the same as `npm run bench`'s), sampled from /proc every 20 ms. The baseline, in the same
 * run: an idle `node` process, Node's own floor. RSS does not depend on the machine's load; the
 * load average is printed all the same.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { writeFile } from "node:fs/promises";
import { loadavg } from "node:os";
import { parseArgs } from "node:util";
import { spawnProductionServer } from "../src/production-process";
import { MIXED_LOAD, seedLoadUsers, startDriver } from "./load";
import { freePort, startServer } from "./server";
import { DEFAULT_PG_URL, pgliteTarget, postgresTarget, type Target } from "./targets";

const { values: args } = parseArgs({ options: { out: { type: "string" } } });
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const rssMb = (pid: number) => {
  const line = readFileSync(`/proc/${pid}/status`, "utf8").match(/^VmRSS:\s+(\d+) kB/m);
  return line ? Number(line[1]) / 1024 : Number.NaN;
};

/** An idle process's RSS 5 s after `ready` resolves, then the process is stopped. */
async function atRest(child: ChildProcess, ready: Promise<void>): Promise<number> {
  await ready;
  await wait(5000);
  return rssMb(child.pid as number);
}

function stop(child: ChildProcess): Promise<unknown> {
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  return exited;
}

/** The production server on `target` at `url` (the bench server's, so its sessions hold here). */
function startProduction(target: Target, url: string) {
  const child = spawnProductionServer({
    PORT: new URL(url).port,
    PUBLIC_URL: url,
    DATA_DIR: target.dataDir,
    DATABASE_URL: target.databaseUrl ?? "",
    LANDING_PORT: "off",
    WEB_DIST_DIR: `${target.dataDir}/no-web-build`,
    LOG_LEVEL: "warn",
  });
  const ready = (async () => {
    for (let tries = 0; tries < 1200; tries++) {
      if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}) at start`);
      const ok = await fetch(`${url}/readyz`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) return;
      await wait(100);
    }
    throw new Error("the server was not ready in 2 minutes");
  })();
  return { child, ready };
}

interface Figures {
  db: string;
  new_data_dir_mb?: number;
  at_rest_mb: number;
  under_load_peak_mb: number;
  requests: number;
  errors: number;
}

/** At rest with the journals, then the mixed load's peak, on `target`. */
async function measureWithJournals(target: Target): Promise<Figures> {
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

const before = loadavg()[0] ?? 0;
const floorProcess = spawn(process.execPath, ["-e", "setInterval(() => {}, 60_000)"], { stdio: "ignore" });
const floor = await atRest(floorProcess, Promise.resolve());
await stop(floorProcess);

const figures: Figures[] = [];
const pglite = await pgliteTarget();
try {
  const fresh = startProduction(pglite, `http://127.0.0.1:${await freePort()}`);
  const newDir = await atRest(fresh.child, fresh.ready).finally(() => stop(fresh.child));
  // The same directory, now created: a restart's figures, with the journals seeded into it.
  figures.push({ ...(await measureWithJournals(pglite)), new_data_dir_mb: newDir });
} finally {
  await pglite.cleanup();
}
const postgres = await postgresTarget(process.env.TEST_DATABASE_URL ?? DEFAULT_PG_URL);
try {
  figures.push(await measureWithJournals(postgres));
} finally {
  await postgres.cleanup();
}
const after = loadavg()[0] ?? 0;

const mb = (value: number | undefined) => (value === undefined ? "–" : `${value.toFixed(0)} MB`);
const times = (value: number | undefined) => (value === undefined ? "" : ` (${(value / floor).toFixed(1)}×)`);
const lines = [
  `\nNode's floor (an idle node process): ${mb(floor)}; load average ${before.toFixed(2)} → ${after.toFixed(2)}\n`,
  "| database | new data directory | at rest, 100 journals | under the mixed load, peak | requests (errors) |",
  "| --- | ---: | ---: | ---: | ---: |",
  ...figures.map(
    (f) =>
      `| ${f.db} | ${mb(f.new_data_dir_mb)}${times(f.new_data_dir_mb)} | ${mb(f.at_rest_mb)}${times(f.at_rest_mb)} | ${mb(f.under_load_peak_mb)} | ${f.requests} (${f.errors}) |`,
  ),
];
process.stdout.write(`${lines.join("\n")}\n`);
if (args.out)
  await writeFile(
    args.out,
    `${JSON.stringify({ date: new Date().toISOString(), loadAverage: { before, after }, node_floor_mb: floor, memory: figures }, null, 2)}\n`,
  );
