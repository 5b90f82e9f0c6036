/**
 * `npm run bench`: the journal at 1,000 and 10,000 dreams on PostgreSQL and PGlite — the server
 * time of every everyday operation, the authenticated list against a bare route running the same
 * SQL, 100 users at once, an export's memory, the storage per dream, and the production server's
 * memory at rest and under load (memory.ts). A script, not a test: it
 * prints a Markdown report (see docs/benchmarks.md) and writes the figures as JSON.
 *
 *   npm run bench [-- --out FILE] [-- --quick]
 *
 * `--out`: the JSON file (default bench-results.json in the repository's root). `--quick`, or
 * BENCH_SIZES=1000: one journal of 1,000 dreams and a shorter mixed load, for a fast look.
 * BENCH_SIZES takes a comma-separated list of journal sizes. PostgreSQL: TEST_DATABASE_URL, else
 * postgres://postgres@127.0.0.1:5432/postgres (a throwaway database is created and dropped).
 */
import { availableParallelism, cpus, loadavg } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { measureExportMemory } from "./export-memory";
import { prepareImports } from "./import-files";
import { measureImports } from "./imports";
import { MIXED_LOAD, runMixedLoad } from "./load";
import { measureLoad, RATIO_LOAD, SAMPLING } from "./measure";
import { measureServerMemory } from "./memory";
import { measureListBreakdown, measureOperations } from "./operations";
import { formatReport } from "./report";
import { type Report, type SizeResult, type TargetResult, writeResults } from "./results";
import { buildSearchIndex, seedDreams, seedProfile, signUpUser } from "./seed";
import { BARE_PATH, startServer } from "./server";
import { compactTables, measureStorage } from "./storage";
import { DEFAULT_PG_URL, pgliteTarget, postgresTarget, type Target } from "./targets";

const { values: args } = parseArgs({
  options: { out: { type: "string" }, quick: { type: "boolean", default: false } },
});
const ROOT = fileURLToPath(new URL("../../../", import.meta.url));
const OUT = args.out
  ? resolve(process.env.INIT_CWD ?? process.cwd(), args.out)
  : join(ROOT, "bench-results.json");
const SIZES_TEXT = process.env.BENCH_SIZES ?? (args.quick ? "1000" : "1000,10000");
const SIZES = [...new Set(SIZES_TEXT.split(",").map(Number))].sort((a, b) => a - b);
if (SIZES.length === 0 || SIZES.some((n) => !Number.isInteger(n) || n < 20)) {
  throw new Error(`BENCH_SIZES must list journal sizes of at least 20 dreams, got "${SIZES_TEXT}"`);
}
const QUICK = args.quick || Math.max(...SIZES) < 10_000;
const LOAD_SECONDS = QUICK ? 20 : MIXED_LOAD.seconds;
const PG_URL = process.env.TEST_DATABASE_URL ?? DEFAULT_PG_URL;
/**
 * The whole run stops by itself after this long, cleaning up what it can. A quick run takes about
 * 4 minutes on the shared 2-core machine, plus the imports of its journal (about 2 minutes at
 * 1,000 dreams, 10 at 10,000), and the production server's memory (about 3 minutes); a full one
 * must stay well under 45.
 */
const DEADLINE_MS = (QUICK ? 30 : 45) * 60_000;

const cleanups = new Set<() => Promise<void>>();
async function cleanupAll() {
  for (const cleanup of [...cleanups].reverse()) await cleanup().catch((e) => console.error(e));
  cleanups.clear();
}

function log(line: string) {
  process.stderr.write(`${line}\n`);
}

/**
 * Grows one user's journal through each size and measures it there, then the loads at the largest;
 * once the server has stopped, an export's memory in a fresh process on the same data.
 */
async function benchTarget(target: Target): Promise<TargetResult> {
  const server = await startServer(target);
  cleanups.add(server.stop);
  let measured: Omit<TargetResult, "exportMemory" | "imports">;
  let prepared: Awaited<ReturnType<typeof prepareImports>>;
  let cookie: string;
  try {
    const user = await signUpUser(server, "bench");
    cookie = user.cookie;
    await seedProfile(server, user.id, true);
    server.setBareUser(user.id);
    const sizes: SizeResult[] = [];
    let seeded = 0;
    for (const size of SIZES) {
      const seedStart = performance.now();
      await seedDreams(server, user.id, {
        count: size - seeded,
        seed: 20_261_123 + seeded,
        rare: seeded === 0,
      });
      const seedSeconds = (performance.now() - seedStart) / 1000;
      seeded = size;
      const indexMs = await buildSearchIndex(server);
      await compactTables(server);
      log(`${target.name}: ${size} dreams (seeded in ${seedSeconds.toFixed(1)} s); measuring`);
      const storage = await measureStorage(server);
      const result = await measureOperations(server, user, log);
      for (const warning of result.warnings) log(`  warning: ${warning}`);
      sizes.push({ dreams: size, seedSeconds, indexMs, storage, ...result });
    }
    log(`${target.name}: list breakdown, ${RATIO_LOAD.connections}-connection ratio`);
    const list = sizes.at(-1)?.operations.find((o) => o.operation === "list")?.median ?? Number.NaN;
    const breakdown = { dreams: seeded, list, ...(await measureListBreakdown(server, user)) };
    const authed = await measureLoad(`${server.url}/api/dreams`, { cookie: user.cookie });
    const bare = await measureLoad(`${server.url}${BARE_PATH}`);
    log(`${target.name}: mixed load, ${MIXED_LOAD.users} users, ${LOAD_SECONDS} s`);
    const load = await runMixedLoad(server, LOAD_SECONDS);
    const ratio = { connections: RATIO_LOAD.connections, authed, bare };
    measured = { name: target.name, sizes, ratio, breakdown, exportMemoryDreams: seeded, load };
    prepared = await prepareImports(server, user, measured.exportMemoryDreams);
    cleanups.add(prepared.cleanup);
  } finally {
    cleanups.delete(server.stop);
    await server.stop();
  }
  log(`${target.name}: export memory, in a fresh process`);
  const exportMemory = await measureExportMemory(target, server.url, cookie);
  log(`${target.name}: imports of ${measured.exportMemoryDreams} dreams, each in a fresh process`);
  try {
    const imports = await measureImports(target, server.url, prepared.files);
    for (const i of imports)
      log(
        `  ${i.format}: ${i.summary.imported} dreams in ${i.seconds.toFixed(1)} s, peak +${i.peakIncreaseMb.toFixed(1)} MB`,
      );
    return { ...measured, exportMemory, imports };
  } finally {
    cleanups.delete(prepared.cleanup);
    await prepared.cleanup();
  }
}

async function withTarget(create: () => Promise<Target>): Promise<TargetResult | string> {
  let target: Target;
  try {
    target = await create();
  } catch (error) {
    return `skipped: ${(error as Error).message}`;
  }
  cleanups.add(target.cleanup);
  try {
    return await benchTarget(target);
  } catch (error) {
    console.error(error);
    return `failed: ${(error as Error).message}`;
  } finally {
    cleanups.delete(target.cleanup);
    await target.cleanup();
  }
}

const deadline = setTimeout(async () => {
  console.error(`bench: over ${DEADLINE_MS / 60_000} minutes; stopping`);
  await cleanupAll();
  process.exit(1);
}, DEADLINE_MS);
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, async () => {
    await cleanupAll();
    process.exit(130);
  });
}
process.once("uncaughtException", async (error) => {
  console.error(error);
  await cleanupAll();
  process.exit(1);
});

const loadBefore = loadavg()[0] ?? 0;
log(`bench: journals of ${SIZES.join(", ")} dreams${QUICK ? " (quick)" : ""}; results to ${OUT}`);
const postgres = await withTarget(() => postgresTarget(PG_URL));
const pglite = await withTarget(pgliteTarget);
const memory = await measureServerMemory(PG_URL, log).catch((error: Error) => {
  console.error(error);
  return `failed: ${error.message}`;
});
clearTimeout(deadline);
const report: Report = {
  machine: `${availableParallelism()} cores (${cpus()[0]?.model.trim() ?? "unknown CPU"}), Node ${process.versions.node}`,
  date: new Date().toISOString().slice(0, 16).replace("T", " "),
  loadAverage: { before: loadBefore, after: loadavg()[0] ?? 0 },
  sizes: SIZES,
  settings: {
    quick: QUICK,
    sizes: SIZES,
    sampling: SAMPLING,
    ratio_load: RATIO_LOAD,
    mixed_load: { ...MIXED_LOAD, seconds: LOAD_SECONDS },
  },
  targets: [
    ["PostgreSQL", postgres],
    ["PGlite", pglite],
  ],
  memory,
};
await writeResults(OUT, report);
console.info(formatReport(report));
const ok = [postgres, pglite].every(
  (t) => typeof t !== "string" && t.ratio.authed.failures + t.ratio.bare.failures === 0,
);
process.exit(ok ? 0 : 1);
