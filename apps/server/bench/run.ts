/**
 * `npm run bench`: the dreams list under load on PostgreSQL and PGlite, the authenticated route
 * against a bare route running the same SQL, plus the server time of list, search and get at
 * 10,000 dreams. A script, not a test: it prints a Markdown report (see docs/benchmarks.md).
 * PostgreSQL: TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/postgres (a throwaway
 * database is created and dropped). BENCH_DREAMS overrides the number of dreams.
 */
import { availableParallelism, cpus, loadavg } from "node:os";
import { listDreams } from "../src/services/dreams/list-dreams";
import { SEARCH_WORD } from "./dream-text";
import { LOAD, type LoadFigures, measureLoad, medianTime, requestTask } from "./measure";
import { formatReport, type TargetReport } from "./report";
import { seedDreams, signUpUser } from "./seed";
import { BARE_PATH, startServer } from "./server";
import { DEFAULT_PG_URL, pgliteTarget, postgresTarget, type Target } from "./targets";

const DREAMS = Number(process.env.BENCH_DREAMS ?? 10_000);
const PG_URL = process.env.TEST_DATABASE_URL ?? DEFAULT_PG_URL;
/** The whole run stops by itself after this long, cleaning up what it can. */
const DEADLINE_MS = 10 * 60_000;

const cleanups = new Set<() => Promise<void>>();
async function cleanupAll() {
  for (const cleanup of [...cleanups].reverse()) await cleanup().catch((e) => console.error(e));
  cleanups.clear();
}

async function benchTarget(target: Target): Promise<TargetReport> {
  const server = await startServer(target);
  cleanups.add(server.stop);
  try {
    const user = await signUpUser(server);
    const seedStart = performance.now();
    await seedDreams(server, user.id, DREAMS);
    const seedSeconds = (performance.now() - seedStart) / 1000;
    server.setBareUser(user.id);
    log(`${target.name}: seeded ${DREAMS} dreams in ${seedSeconds.toFixed(1)} s; measuring`);

    // The list must answer a full page with this cookie before it is worth loading.
    const first = await server.app.request("/api/dreams", { headers: { cookie: user.cookie } });
    const page = (await first.json()) as { items?: { id: string }[] };
    const someId = page.items?.[5]?.id;
    if (!first.ok || page.items?.length !== 10 || !someId)
      throw new Error(`the list answered ${first.status}`);

    const authed: LoadFigures = await measureLoad(`${server.url}/api/dreams`, { cookie: user.cookie });
    const bare: LoadFigures = await measureLoad(`${server.url}${BARE_PATH}`);
    const call = (path: string, n: number) => medianTime(requestTask(server.app, path, user.cookie), n);
    const headers = new Headers({ cookie: user.cookie });
    const times = {
      list: await call("/api/dreams", 50),
      search: await call(`/api/dreams?q=${SEARCH_WORD}`, 20),
      searchNoMatch: await call("/api/dreams?q=zeppelin", 5),
      get: await call(`/api/dreams/${someId}`, 50),
      calendarStats: await call(`/api/stats/calendar?month=${new Date().toISOString().slice(0, 7)}`, 20),
      profileStats: await call("/api/stats/profile", 20),
      bare: await medianTime(requestTask(server.bare, BARE_PATH), 50),
      session: await medianTime(() => server.ctx.auth.api.getSession({ headers }), 50),
      listService: await medianTime(
        () => listDreams({ db: server.ctx.db, crypto: server.ctx.crypto, userId: user.id, query: {} }),
        50,
      ),
    };
    return { name: target.name, dreams: DREAMS, seedSeconds, authed, bare, times };
  } finally {
    cleanups.delete(server.stop);
    await server.stop();
  }
}

async function withTarget(create: () => Promise<Target>): Promise<TargetReport | string> {
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

function log(line: string) {
  process.stderr.write(`${line}\n`);
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
log(`bench: ${DREAMS} dreams, ${LOAD.connections} connections, ${LOAD.seconds} s per measurement`);
const postgres = await withTarget(() => postgresTarget(PG_URL));
const pglite = await withTarget(pgliteTarget);
clearTimeout(deadline);
console.info(
  formatReport({
    machine: `${availableParallelism()} cores (${cpus()[0]?.model.trim() ?? "unknown CPU"}), Node ${process.versions.node}, load average ${loadBefore.toFixed(1)} before / ${(loadavg()[0] ?? 0).toFixed(1)} after`,
    date: new Date().toISOString().slice(0, 16).replace("T", " "),
    load: LOAD,
    targets: [
      ["PostgreSQL", postgres],
      ["PGlite", pglite],
    ],
  }),
);
const ok = [postgres, pglite].every(
  (t) => typeof t !== "string" && t.authed.failures + t.bare.failures === 0,
);
process.exit(ok ? 0 : 1);
