/** The server time of each journal operation: in-process `app.request`, the app's whole stack, no network. */
import { listDreams } from "../src/services/dreams/list-dreams";
import { COMMON_EMOTION, RARE_SYMBOL } from "./chips";
import { RARE_TAG, SEARCH_WORDS } from "./dream-text";
import { medianTime, requestTask, sampleFirstByte, sampleTimes, type Timing } from "./measure";
import type { SeededUser } from "./seed";
import { BARE_PATH, type BenchServer } from "./server";

const year = new Date().getUTCFullYear();
const month = new Date().toISOString().slice(0, 7);

/** Every measured operation: id (the JSON's `operation`), label, path, and the page size a check expects. */
export const OPERATIONS = [
  { id: "list", label: "list, first page", path: "/api/dreams" },
  {
    id: "search_none",
    label: `search, no match (\`${SEARCH_WORDS.none}\`)`,
    path: `/api/dreams?q=${SEARCH_WORDS.none}`,
    expect: 0,
  },
  {
    id: "search_one",
    label: `search, one match (\`${SEARCH_WORDS.one}\`)`,
    path: `/api/dreams?q=${SEARCH_WORDS.one}`,
    expect: 1,
  },
  {
    id: "search_common",
    label: `search, common word (\`${SEARCH_WORDS.common}\`, ~1 in 5)`,
    path: `/api/dreams?q=${SEARCH_WORDS.common}`,
    expect: 10,
  },
  {
    id: "filter_tag_one",
    label: `tag filter, one dream (\`${RARE_TAG}\`)`,
    path: `/api/dreams?tag=${RARE_TAG}`,
    expect: 1,
  },
  {
    id: "filter_emotion",
    label: `emotion filter (\`${COMMON_EMOTION}\`, the most common)`,
    path: `/api/dreams?emotion=${COMMON_EMOTION}`,
    expect: 10,
  },
  {
    id: "filter_symbol_one",
    label: `symbol filter, one dream (\`${RARE_SYMBOL}\`)`,
    path: `/api/dreams?symbol=${RARE_SYMBOL}`,
    expect: 1,
  },
  { id: "stats_profile", label: "profile statistics", path: "/api/stats/profile" },
  {
    id: "stats_year",
    label: `yearly summary (${year - 1})`,
    path: `/api/stats/calendar/year?year=${year - 1}`,
  },
  { id: "stats_month", label: "calendar month (this one)", path: `/api/stats/calendar?month=${month}` },
  { id: "get", label: "get one dream", path: "/api/dreams/:id" },
  { id: "export_json", label: "export JSON, whole body", path: "/api/export?format=json" },
  { id: "export_md", label: "export Markdown, whole body", path: "/api/export?format=md" },
] as const;

export const EXPORT_FORMATS = ["json", "md"] as const;

export interface OperationTiming extends Timing {
  operation: string;
}

export interface FirstByteTiming extends Timing {
  format: (typeof EXPORT_FORMATS)[number];
}

export interface OperationsResult {
  operations: OperationTiming[];
  exportFirstByte: FirstByteTiming[];
  /** Filters and searches whose page did not hold what the seeded journal says it should. */
  warnings: string[];
}

/** A dream the user can open: the sixth of the first page. */
async function someDreamId(server: BenchServer, user: SeededUser): Promise<string> {
  const first = await server.app.request("/api/dreams", { headers: { cookie: user.cookie } });
  const page = (await first.json()) as { items?: { id: string }[] };
  const id = page.items?.[5]?.id;
  if (!first.ok || page.items?.length !== 10 || !id) throw new Error(`the list answered ${first.status}`);
  return id;
}

/** How many dreams a list request's first page holds. */
async function pageLength(server: BenchServer, user: SeededUser, path: string): Promise<number> {
  const response = await server.app.request(path, { headers: { cookie: user.cookie } });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return ((await response.json()) as { items: unknown[] }).items.length;
}

/** Median and p95 of every operation at the journal's current size, and the exports' first byte over HTTP. */
export async function measureOperations(
  server: BenchServer,
  user: SeededUser,
  log: (line: string) => void,
): Promise<OperationsResult> {
  const id = await someDreamId(server, user);
  const warnings: string[] = [];
  for (const op of OPERATIONS) {
    if (!("expect" in op)) continue;
    const found = await pageLength(server, user, op.path);
    if (found !== op.expect)
      warnings.push(`${op.id}: the first page held ${found} dreams, expected ${op.expect}`);
  }
  const operations: OperationTiming[] = [];
  for (const op of OPERATIONS) {
    const path = op.path.replace(":id", id);
    const timing = await sampleTimes(requestTask(server.app, path, user.cookie));
    operations.push({ operation: op.id, ...timing });
    log(
      `  ${op.id}: median ${timing.median.toFixed(1)} ms, p95 ${timing.p95.toFixed(1)} ms (${timing.samples} calls)`,
    );
  }
  const exportFirstByte: FirstByteTiming[] = [];
  for (const format of EXPORT_FORMATS) {
    const timing = await sampleFirstByte(`${server.url}/api/export?format=${format}`, user.cookie);
    exportFirstByte.push({ format, ...timing });
    log(`  export ${format}, first byte over HTTP: median ${timing.median.toFixed(1)} ms`);
  }
  return { operations, exportFirstByte, warnings };
}

export interface ListBreakdown {
  bare: number;
  session: number;
  listService: number;
}

/** Where a list request's time goes: the bare route's SQL, the session lookup, the list service. */
export async function measureListBreakdown(server: BenchServer, user: SeededUser): Promise<ListBreakdown> {
  const headers = new Headers({ cookie: user.cookie });
  const { db, crypto } = server.ctx;
  return {
    bare: await medianTime(requestTask(server.bare, BARE_PATH), 50),
    session: await medianTime(() => server.ctx.auth.api.getSession({ headers }), 50),
    listService: await medianTime(() => listDreams({ db, crypto, userId: user.id, query: {} }), 50),
  };
}
