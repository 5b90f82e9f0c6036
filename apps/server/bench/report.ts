/** The run as Markdown: the tables of docs/benchmarks.md, extended. */

import { MIXED_LOAD } from "./load";
import { RATIO_LOAD, SAMPLING } from "./measure";
import { memoryTable } from "./memory";
import { OPERATIONS } from "./operations";
import { completed, type Report, type TargetResult } from "./results";

const int = (n: number) => Math.round(n).toLocaleString("en");
const ms = (n: number) => (Number.isNaN(n) ? "–" : n < 10 ? n.toFixed(2) : n.toFixed(1));
const mb = (n: number) => n.toFixed(1);

/** A Markdown table; `align` has one letter per column, "l" or "r" (default: the first left, the rest right). */
export function table(
  header: string[],
  rows: string[][],
  align = `l${"r".repeat(header.length - 1)}`,
): string[] {
  const rules = header.map((_, i) => (align[i] === "r" ? "---:" : "---"));
  return [`| ${header.join(" | ")} |`, `|${rules.join("|")}|`, ...rows.map((r) => `| ${r.join(" | ")} |`)];
}

function ratioTable(done: TargetResult[]): string[] {
  const rows = done.flatMap((t) => {
    const { authed, bare } = t.ratio;
    const ratio = (authed.requestsPerSecond / bare.requestsPerSecond).toFixed(2);
    const row = (route: string, f: typeof authed, r: string) => [
      t.name,
      route,
      int(f.requestsPerSecond),
      String(f.p50),
      String(f.p99),
      String(f.failures),
      r,
    ];
    return [row("(a) GET /api/dreams", authed, ratio), row("(b) bare, same SQL", bare, "")];
  });
  return table(
    ["database", "route", "requests/s", "p50 ms", "p99 ms", "failed", "ratio a/b"],
    rows,
    "llrrrrr",
  );
}

/** One row per operation, one column per database × size: "median / p95". */
function operationsTable(done: TargetResult[]): string[] {
  const columns = done.flatMap((t) => t.sizes.map((s) => ({ t, s })));
  const header = ["operation", ...columns.map(({ t, s }) => `${t.name}, ${int(s.dreams)}`)];
  const rows = OPERATIONS.map((op) => [
    op.label,
    ...columns.map(({ s }) => {
      const o = s.operations.find((x) => x.operation === op.id);
      return o ? `${ms(o.median)} / ${ms(o.p95)}` : "–";
    }),
  ]);
  const firstByte = (["json", "md"] as const).map((format) => [
    `export ${format === "json" ? "JSON" : "Markdown"}, first byte over HTTP`,
    ...columns.map(({ s }) => {
      const f = s.exportFirstByte.find((x) => x.format === format);
      return f ? `${ms(f.median)} / ${ms(f.p95)}` : "–";
    }),
  ]);
  return table(header, [...rows, ...firstByte]);
}

function breakdownTable(done: TargetResult[]): string[] {
  const rows = done.map((t) => {
    const b = t.breakdown;
    return [t.name, ms(b.list), ms(b.bare), ms(b.session), ms(b.listService)];
  });
  const header = [
    "database",
    "whole list request (a)",
    "bare route (b)",
    "session lookup",
    "list service: SQL + decryption",
  ];
  return table(header, rows);
}

function exportMemoryTable(done: TargetResult[]): string[] {
  const rows = done.flatMap((t) =>
    t.exportMemory.map((m) => [
      t.name,
      int(t.exportMemoryDreams),
      m.format === "json" ? "JSON" : "Markdown",
      mb(m.bodyMb),
      mb(m.rssBeforeMb),
      mb(m.peakIncreaseMb),
    ]),
  );
  const header = ["database", "dreams", "export", "body, MB", "RSS before, MB", "peak increase, MB"];
  return table(header, rows, "lrlrrr");
}

/** Each import: its wall time and memory, then the imported journal's list, search and statistics (median / p95 ms). */
function importTable(done: TargetResult[]): string[] {
  const rows = done.flatMap((t) =>
    t.imports.map((i) => [
      t.name,
      i.format === "somnia" ? "Somnia export" : "Markdown zip",
      mb(i.megabytes),
      `${int(i.summary.imported)} (${int(i.summary.duplicates)} duplicates, ${int(i.summary.problemCount)} skipped)`,
      i.seconds.toFixed(1),
      mb(i.peakIncreaseMb),
      ...i.after.map((a) => `${ms(a.median)} / ${ms(a.p95)}`),
    ]),
  );
  const after = done[0]?.imports[0]?.after.map((a) => a.operation) ?? [];
  const header = ["database", "file", "MB", "dreams imported", "seconds", "peak RSS increase, MB", ...after];
  return table(header, rows, `ll${"r".repeat(header.length - 2)}`);
}

function loadTable(done: TargetResult[]): string[] {
  const rows = done.map((t) => {
    const l = t.load;
    return [
      t.name,
      String(l.users),
      int(l.requests),
      int(l.requests / l.seconds),
      `${l.errors} (${l.non2xx} non-2xx, ${l.timeouts} timed out or failed)`,
      ms(l.p50),
      ms(l.p99),
      ms(l.eventLoopP99),
    ];
  });
  const header = [
    "database",
    "users",
    "requests",
    "requests/s",
    "errors",
    "p50 ms",
    "p99 ms",
    "event-loop delay p99 ms",
  ];
  return table(header, rows);
}

function loadByOperationTable(done: TargetResult[]): string[] {
  const operations = Object.keys(done[0]?.load.byOperation ?? {});
  const header = ["operation", ...done.map((t) => `${t.name}: requests, p50 / p99 ms`)];
  const rows = operations.map((op) => [
    op,
    ...done.map((t) => {
      const f = t.load.byOperation[op];
      return f ? `${int(f.requests)} (${f.errors} errors), ${ms(f.p50)} / ${ms(f.p99)}` : "–";
    }),
  ]);
  return table(header, rows);
}

function storageTable(done: TargetResult[]): string[] {
  const rows = done.flatMap((t) =>
    t.sizes.map((s) => [
      t.name,
      int(s.storage.dreams),
      int(s.storage.dreamBytesPerDream),
      int(s.storage.indexBytesPerDream),
      s.storage.indexParts.length ? s.storage.indexParts.join(", ") : "none yet",
    ]),
  );
  const header = [
    "database",
    "dreams",
    "encrypted dream, bytes/dream",
    "search index, bytes/dream",
    "index parts found",
  ];
  return table(header, rows, "lrrrl");
}

export function formatReport(report: Report): string {
  const done = completed(report);
  const { before, after } = report.loadAverage;
  const lines = [
    `Machine: ${report.machine}, load average ${before.toFixed(1)} before / ${after.toFixed(1)} after. Date: ${report.date} UTC.`,
    "",
    `List vs bare route: autocannon (worker thread), ${RATIO_LOAD.connections} connections, ${RATIO_LOAD.warmupSeconds} s warm-up + ${RATIO_LOAD.seconds} s per route, loopback, at ${int(Math.max(...report.sizes))} dreams:`,
    "",
    ...ratioTable(done),
    "",
    `Server time, in-process calls, median / p95 ms (at least ${SAMPLING.min} calls each, up to ${SAMPLING.max} within ${SAMPLING.budgetMs / 1000} s); the exports' first byte over HTTP:`,
    "",
    ...operationsTable(done),
    "",
    "Where a list request's time goes (median in-process ms, largest journal):",
    "",
    ...breakdownTable(done),
    "",
    "Memory of one whole export request, each in a fresh server process on the same data (RSS sampled every 2 ms from a worker thread):",
    "",
    ...exportMemoryTable(done),
    "",
    "Importing the largest journal into a new account, each file into the production server freshly started (goal: 60 s and 128 MB above idle), then that journal's server time, median / p95 ms:",
    "",
    ...importTable(done),
    "",
    `Mixed load: ${MIXED_LOAD.users} users signed up, ${MIXED_LOAD.dreamsEach} dreams each, each looping list 45% / get 30% / search 10% / profile statistics 10% / new dream 5% with no pause, from a child process; ${MIXED_LOAD.warmupSeconds} s warm-up, then ${done[0]?.load.seconds ?? MIXED_LOAD.seconds} s measured; ${MIXED_LOAD.timeoutMs / 1000} s timeout:`,
    "",
    ...loadTable(done),
    "",
    ...loadByOperationTable(done),
    "",
    "Storage on disk per dream (compacted tables; pg_total_relation_size: heap, TOAST, indexes):",
    "",
    ...storageTable(done),
    "",
    "The production server's memory (RSS), idle 5 s after it is ready, then at its peak under the mixed load:",
    "",
    ...(typeof report.memory === "string" ? [report.memory] : memoryTable(report.memory)),
  ];
  for (const [name, result] of report.targets) {
    if (typeof result === "string") {
      lines.push("", `${name}: ${result}`);
      continue;
    }
    const seeded = result.sizes.map((s) => {
      const index =
        s.indexMs === null
          ? "no search index to build"
          : `search index built in ${(s.indexMs / 1000).toFixed(1)} s`;
      return `${int(s.dreams)} dreams seeded in ${s.seedSeconds.toFixed(1)} s, ${index}`;
    });
    lines.push(
      "",
      `${name}: ${seeded.join("; ")}; load users set up in ${result.load.setupSeconds.toFixed(1)} s.`,
    );
    for (const s of result.sizes)
      for (const w of s.warnings) lines.push(`- warning, ${int(s.dreams)} dreams: ${w}`);
  }
  return lines.join("\n");
}
