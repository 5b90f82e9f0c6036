import type { PageFigures } from "./audit";

export interface LighthouseReport {
  measuredAt: string;
  runs: number;
  loadAverage: { before: number[]; after: number[] };
  pages: Record<string, PageFigures>;
}

const KIB = 1024;

/** The goals, each a check of one page's figures against the static page's. */
const GOALS: { page: string; what: string; met: (page: PageFigures, baseline: PageFigures) => boolean }[] = [
  { page: "auth", what: "performance ≥ 95", met: (p) => p.performance >= 95 },
  { page: "auth", what: "accessibility 100", met: (p) => p.accessibility === 100 },
  { page: "auth", what: "LCP ≤ 1.3× the static page", met: (p, s) => p.lcp <= 1.3 * s.lcp },
  { page: "auth", what: "TBT ≤ 150 ms", met: (p) => p.tbt <= 150 },
  { page: "auth", what: "CLS ≤ 0.02", met: (p) => p.cls <= 0.02 },
  { page: "auth", what: "first-load JS ≤ 100 KiB gzip", met: (p) => p.scriptGzipBytes <= 100 * KIB },
  { page: "landing", what: "performance 100", met: (p) => p.performance === 100 },
  { page: "landing", what: "accessibility 100", met: (p) => p.accessibility === 100 },
  { page: "landing", what: "SEO ≥ 95", met: (p) => p.seo >= 95 },
  { page: "landing", what: "first-load JS ≤ 5 KiB gzip", met: (p) => p.scriptGzipBytes <= 5 * KIB },
  ...["dreams", "calendar", "profile"].flatMap((page) => [
    { page, what: "performance ≥ 90", met: (p: PageFigures) => p.performance >= 90 },
    { page, what: "LCP ≤ 2.5 s", met: (p: PageFigures) => p.lcp <= 2_500 },
    { page, what: "TBT ≤ 200 ms", met: (p: PageFigures) => p.tbt <= 200 },
    { page, what: "JS sent ≤ 150 KiB", met: (p: PageFigures) => p.scriptTransferBytes <= 150 * KIB },
  ]),
  { page: "warm", what: "LCP ≤ 1.0 s", met: (p) => p.lcp <= 1_000 },
];

const ms = (value: number) => `${Math.round(value)} ms`;
const kib = (bytes: number) => `${(bytes / KIB).toFixed(1)} KiB`;

/** Rows as aligned text columns (numbers right-aligned). */
function table(rows: Record<string, string | number>[]): string {
  const columns = Object.keys(rows[0] ?? {});
  const width = (column: string) => Math.max(column.length, ...rows.map((row) => String(row[column]).length));
  const line = (cells: (string | number)[]) =>
    cells
      .map((cell, i) => {
        const w = width(columns[i]!);
        return typeof cell === "number" || i > 0 ? String(cell).padStart(w) : String(cell).padEnd(w);
      })
      .join("  ");
  return [line(columns), ...rows.map((row) => line(columns.map((column) => row[column]!)))].join("\n");
}

export function printReport({ measuredAt, runs, loadAverage, pages }: LighthouseReport) {
  const baseline = pages.static;
  console.info(`Lighthouse, mobile defaults, median of ${runs} run(s), ${measuredAt}`);
  console.info(`load average before ${loadAverage.before.join(" ")}, after ${loadAverage.after.join(" ")}\n`);
  const rows = Object.entries(pages).map(([name, p]) => ({
    page: name,
    perf: p.performance,
    a11y: p.accessibility,
    seo: p.seo,
    FCP: ms(p.fcp),
    LCP: ms(p.lcp),
    "LCP ÷ static": baseline ? (p.lcp / baseline.lcp).toFixed(2) : "-",
    TBT: ms(p.tbt),
    CLS: p.cls.toFixed(3),
    "JS gzip": kib(p.scriptGzipBytes),
    "JS sent": kib(p.scriptTransferBytes),
  }));
  console.info(table(rows));
  for (const [name, p] of Object.entries(pages)) {
    if (p.failed.length > 0) console.info(`${name} did not pass: ${p.failed.join(", ")}`);
    if (p.error) console.info(`${name}: Lighthouse could not measure it (${p.error})`);
    if (p.lcpElement) console.info(`${name}: largest contentful paint ${p.lcpElement}`);
  }
  if (!baseline) return;
  for (const goal of GOALS) {
    // A page's goals hold in each of its languages ("auth", "auth-fr", "auth-de").
    const measured = Object.entries(pages).filter(([name]) => name.split("-")[0] === goal.page);
    if (measured.length === 0) console.info(`- ${goal.page}: ${goal.what} (not served by this build)`);
    for (const [name, page] of measured)
      console.info(`${goal.met(page, baseline) ? "✓" : "✗"} ${name}: ${goal.what}`);
  }
}
