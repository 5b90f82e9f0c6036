import { gzipSync } from "node:zlib";
import lighthouse from "lighthouse";
import { median } from "./options";

export interface PageFigures {
  performance: number;
  accessibility: number;
  seo: number;
  /** Milliseconds, as Lighthouse simulates a mid-range phone on slow 4G. */
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  /** Script bytes of the first load: as sent, and each script's gzip -9 size. */
  scriptTransferBytes: number;
  scriptGzipBytes: number;
  scripts: string[];
  /** The accessibility and SEO audits that did not pass: what to fix first. */
  failed: string[];
  /** The element of the largest contentful paint (its selector), and Lighthouse's error, if any. */
  lcpElement: string;
  error: string;
}

interface NetworkItem {
  url: string;
  resourceType?: string;
  transferSize?: number;
}

async function gzipSize(url: string): Promise<number> {
  const body = Buffer.from(
    await (await fetch(url, { headers: { "Accept-Encoding": "identity" } })).arrayBuffer(),
  );
  return gzipSync(body, { level: 9 }).length;
}

/**
 * One Lighthouse run, mobile defaults (simulated 4x CPU slowdown and slow 4G). Cold, the page's
 * HTTP cache, service worker and Cache Storage are cleared first (its cookies and local storage
 * never are); `warm` keeps them, as a returning visit finds them.
 */
export async function audit(url: string, chromePort: number, { warm = false } = {}): Promise<PageFigures> {
  const result = await lighthouse(url, {
    port: chromePort,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance", "accessibility", "seo"],
    disableStorageReset: warm,
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { categories, audits } = result.lhr;
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  const items = (
    (audits["network-requests"]?.details as { items?: NetworkItem[] } | undefined)?.items ?? []
  ).filter((item) => item.resourceType === "Script");
  const gzip = await Promise.all(items.map((item) => gzipSize(item.url)));
  const lcpItems = (audits["largest-contentful-paint-element"]?.details as { items?: unknown[] } | undefined)
    ?.items;
  const lcpElement = JSON.stringify(lcpItems ?? []).match(/"selector":"([^"]*)"/)?.[1] ?? "";
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    seo: score("seo"),
    fcp: value("first-contentful-paint"),
    lcp: value("largest-contentful-paint"),
    tbt: value("total-blocking-time"),
    cls: value("cumulative-layout-shift"),
    scriptTransferBytes: items.reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
    scriptGzipBytes: gzip.reduce((sum, size) => sum + size, 0),
    scripts: items.map((item) => new URL(item.url).pathname),
    failed: ["accessibility", "seo"].flatMap((id) =>
      (categories[id]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => `${id}: ${ref.id}`),
    ),
    lcpElement,
    error: result.lhr.runtimeError?.message ?? "",
  };
}

/**
 * Each figure's median over the runs Lighthouse could measure (the scripts of the first); `error`
 * is set only when it could measure none. A trace Lighthouse failed to record now and then
 * (NO_NAVSTART) would otherwise make every median of the page NaN.
 */
export function medianFigures(all: PageFigures[]): PageFigures {
  const measured = all.filter((run) => !run.error);
  const runs = measured.length > 0 ? measured : all;
  const pick = (key: Exclude<keyof PageFigures, "scripts" | "failed" | "lcpElement" | "error">) =>
    median(runs.map((run) => run[key]));
  return {
    performance: pick("performance"),
    accessibility: pick("accessibility"),
    seo: pick("seo"),
    fcp: pick("fcp"),
    lcp: pick("lcp"),
    tbt: pick("tbt"),
    cls: pick("cls"),
    scriptTransferBytes: pick("scriptTransferBytes"),
    scriptGzipBytes: pick("scriptGzipBytes"),
    scripts: runs[0]?.scripts ?? [],
    failed: [...new Set(runs.flatMap((run) => run.failed))],
    lcpElement: runs[0]?.lcpElement ?? "",
    error: measured.length > 0 ? "" : (all[0]?.error ?? ""),
  };
}
