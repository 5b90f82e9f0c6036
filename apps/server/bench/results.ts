/** What one run measured, and its JSON file (`npm run bench -- --out FILE`). */
import { writeFile } from "node:fs/promises";
import type { ExportMemory } from "./export-memory";
import type { ImportResult } from "./imports";
import type { MixedLoadResult } from "./load";
import type { LoadFigures } from "./measure";
import type { ServerMemory } from "./memory";
import type { FirstByteTiming, ListBreakdown, OperationTiming } from "./operations";
import type { Storage } from "./storage";

/** One journal size on one database. */
export interface SizeResult {
  dreams: number;
  seedSeconds: number;
  /** Milliseconds the search index backfill took; null when the server has none. */
  indexMs: number | null;
  operations: OperationTiming[];
  exportFirstByte: FirstByteTiming[];
  storage: Storage;
  warnings: string[];
}

export interface TargetResult {
  name: string;
  sizes: SizeResult[];
  /** At the largest size: (a) GET /api/dreams and (b) the bare route under autocannon. */
  ratio: { connections: number; authed: LoadFigures; bare: LoadFigures };
  /** At the largest size: a list request's parts (median in-process ms). */
  breakdown: ListBreakdown & { dreams: number; list: number };
  /** Peak RSS of one export per format in a fresh process, at the largest size (`exportMemoryDreams`). */
  exportMemory: ExportMemory[];
  exportMemoryDreams: number;
  load: MixedLoadResult;
  /** A Somnia export and a Markdown zip of the largest size imported into new accounts, each in a fresh process. */
  imports: ImportResult[];
}

export interface Report {
  machine: string;
  date: string;
  loadAverage: { before: number; after: number };
  sizes: number[];
  settings: Record<string, unknown>;
  /** [database, its result or why it was skipped or failed] */
  targets: [name: string, result: TargetResult | string][];
  /** The production server's memory (memory.ts), or why it was not measured. */
  memory: ServerMemory | string;
}

export function completed(report: Report): TargetResult[] {
  return report.targets.flatMap(([, t]) => (typeof t === "string" ? [] : [t]));
}

const ms = (n: number) => Math.round(n * 100) / 100;
const bytes = (n: number) => Math.round(n * 10) / 10;

/** The run as JSON: `operations`, `ratio`, `load`, `storage` in their agreed shapes, then the rest. */
export function toJson(report: Report) {
  const done = completed(report);
  const sizes = done.flatMap((t) => t.sizes.map((size) => ({ db: t.name, ...size })));
  return {
    operations: sizes.flatMap((s) =>
      s.operations.map((o) => ({
        db: s.db,
        dreams: s.dreams,
        operation: o.operation,
        median_ms: ms(o.median),
        p95_ms: ms(o.p95),
      })),
    ),
    ratio: done.map((t) => ({
      db: t.name,
      connections: t.ratio.connections,
      ratio: Math.round((t.ratio.authed.requestsPerSecond / t.ratio.bare.requestsPerSecond) * 1000) / 1000,
      p99_ms: t.ratio.authed.p99,
    })),
    load: done.map((t) => ({
      db: t.name,
      users: t.load.users,
      requests: t.load.requests,
      errors: t.load.errors,
      p50_ms: ms(t.load.p50),
      p99_ms: ms(t.load.p99),
      event_loop_p99_ms: ms(t.load.eventLoopP99),
    })),
    storage: sizes.map((s) => ({
      db: s.db,
      dreams: s.dreams,
      dream_bytes_per_dream: bytes(s.storage.dreamBytesPerDream),
      index_bytes_per_dream: bytes(s.storage.indexBytesPerDream),
    })),
    machine: report.machine,
    date: report.date,
    load_average: report.loadAverage,
    settings: report.settings,
    export_first_byte: sizes.flatMap((s) =>
      s.exportFirstByte.map((f) => ({
        db: s.db,
        dreams: s.dreams,
        format: f.format,
        median_ms: ms(f.median),
        p95_ms: ms(f.p95),
      })),
    ),
    export_rss: done.flatMap((t) =>
      t.exportMemory.map((m) => ({
        db: t.name,
        dreams: t.exportMemoryDreams,
        format: m.format,
        rss_before_mb: bytes(m.rssBeforeMb),
        peak_increase_mb: bytes(m.peakIncreaseMb),
        body_mb: bytes(m.bodyMb),
      })),
    ),
    imports: done.flatMap((t) =>
      t.imports.map((i) => ({
        db: t.name,
        format: i.format,
        file_mb: bytes(i.megabytes),
        imported: i.summary.imported,
        duplicates: i.summary.duplicates,
        skipped: i.summary.problemCount,
        seconds: ms(i.seconds),
        rss_before_mb: bytes(i.rssBeforeMb),
        peak_increase_mb: bytes(i.peakIncreaseMb),
        after: i.after.map((a) => ({ operation: a.operation, median_ms: ms(a.median), p95_ms: ms(a.p95) })),
      })),
    ),
    ratio_routes: done.flatMap((t) =>
      (["authed", "bare"] as const).map((route) => ({
        db: t.name,
        connections: t.ratio.connections,
        route: route === "authed" ? "GET /api/dreams" : "bare, same SQL",
        requests_per_second: Math.round(t.ratio[route].requestsPerSecond),
        p50_ms: t.ratio[route].p50,
        p99_ms: t.ratio[route].p99,
        failed: t.ratio[route].failures,
      })),
    ),
    list_breakdown: done.map((t) => ({
      db: t.name,
      dreams: t.breakdown.dreams,
      list_ms: ms(t.breakdown.list),
      bare_ms: ms(t.breakdown.bare),
      session_ms: ms(t.breakdown.session),
      list_service_ms: ms(t.breakdown.listService),
    })),
    load_by_operation: done.flatMap((t) =>
      Object.entries(t.load.byOperation).map(([operation, f]) => ({
        db: t.name,
        operation,
        requests: f.requests,
        errors: f.errors,
        p50_ms: ms(f.p50),
        p99_ms: ms(f.p99),
      })),
    ),
    load_detail: done.map((t) => ({
      db: t.name,
      seconds: t.load.seconds,
      non_2xx: t.load.non2xx,
      timeouts_or_network: t.load.timeouts,
      setup_seconds: ms(t.load.setupSeconds),
    })),
    seeding: sizes.map((s) => ({
      db: s.db,
      dreams: s.dreams,
      seed_seconds: ms(s.seedSeconds),
      search_index_backfill_ms: s.indexMs === null ? null : ms(s.indexMs),
      search_index_parts: s.storage.indexParts,
    })),
    ...(typeof report.memory === "string" ? { memory: report.memory } : report.memory),
    targets: report.targets.map(([db, t]) => ({ db, status: typeof t === "string" ? t : "measured" })),
    warnings: sizes.flatMap((s) => s.warnings.map((w) => `${s.db}, ${s.dreams} dreams: ${w}`)),
  };
}

export async function writeResults(file: string, report: Report): Promise<void> {
  await writeFile(file, `${JSON.stringify(toJson(report), null, 2)}\n`);
}
