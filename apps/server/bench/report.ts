import { SEARCH_WORD } from "./dream-text";
import type { LOAD, LoadFigures } from "./measure";

export interface TargetReport {
  name: string;
  dreams: number;
  seedSeconds: number;
  /** (a) GET /api/dreams: auth, SQL, decryption, JSON. */
  authed: LoadFigures;
  /** (b) the bare route: the same SQL only. */
  bare: LoadFigures;
  /** Median in-process server times, ms. */
  times: {
    list: number;
    search: number;
    searchNoMatch: number;
    get: number;
    /** GET /api/stats/calendar (SQL over dream_date) and /api/stats/profile (also decrypts every tag list). */
    calendarStats: number;
    profileStats: number;
    /** The parts of a list request: the bare route, the session lookup, the list service (SQL + decryption). */
    bare: number;
    session: number;
    listService: number;
  };
}

export interface Report {
  machine: string;
  date: string;
  load: typeof LOAD;
  targets: [name: string, result: TargetReport | string][];
}

const int = (n: number) => Math.round(n).toLocaleString("en");
const ms = (n: number) => (n < 10 ? n.toFixed(2) : n.toFixed(1));

/** The run as Markdown, ready to paste into docs/benchmarks.md. */
export function formatReport(report: Report): string {
  const done = report.targets.filter((t): t is [string, TargetReport] => typeof t[1] !== "string");
  const lines = [
    `Machine: ${report.machine}. Date: ${report.date} UTC.`,
    `Load: autocannon, ${report.load.connections} connections, ${report.load.warmupSeconds} s warm-up + ${report.load.seconds} s per measurement, loopback.`,
    "",
    "| database | route | requests/s | p50 ms | p99 ms | failed | ratio a/b |",
    "|---|---|---:|---:|---:|---:|---:|",
  ];
  for (const [, t] of done) {
    const ratio = t.authed.requestsPerSecond / t.bare.requestsPerSecond;
    lines.push(
      `| ${t.name} | (a) GET /api/dreams | ${int(t.authed.requestsPerSecond)} | ${t.authed.p50} | ${t.authed.p99} | ${t.authed.failures} | ${ratio.toFixed(2)} |`,
      `| ${t.name} | (b) bare, same SQL | ${int(t.bare.requestsPerSecond)} | ${t.bare.p50} | ${t.bare.p99} | ${t.bare.failures} | |`,
    );
  }
  lines.push(
    "",
    `Server time, median of in-process calls, at ${int(done[0]?.[1].dreams ?? 0)} dreams (ms):`,
    "",
    `| database | list (first page) | search \`q=${SEARCH_WORD}\` (~2% match) | search, no match (all rows) | get one |`,
    "|---|---:|---:|---:|---:|",
  );
  for (const [, t] of done) {
    lines.push(
      `| ${t.name} | ${ms(t.times.list)} | ${ms(t.times.search)} | ${ms(t.times.searchNoMatch)} | ${ms(t.times.get)} |`,
    );
  }
  lines.push(
    "",
    "Where a list request's time goes (median in-process ms):",
    "",
    "| database | whole list request (a) | bare route (b) | session lookup | list service: SQL + decryption |",
    "|---|---:|---:|---:|---:|",
  );
  for (const [, t] of done) {
    lines.push(
      `| ${t.name} | ${ms(t.times.list)} | ${ms(t.times.bare)} | ${ms(t.times.session)} | ${ms(t.times.listService)} |`,
    );
  }
  lines.push(
    "",
    "Statistics (median in-process ms):",
    "",
    "| database | GET /api/stats/calendar | GET /api/stats/profile |",
    "|---|---:|---:|",
  );
  for (const [, t] of done) {
    lines.push(`| ${t.name} | ${ms(t.times.calendarStats)} | ${ms(t.times.profileStats)} |`);
  }
  for (const [name, result] of report.targets) {
    if (typeof result === "string") lines.push("", `${name}: ${result}`);
    else lines.push("", `${name}: seeded in ${result.seedSeconds.toFixed(1)} s.`);
  }
  return lines.join("\n");
}
