/**
 * The server's memory with the built-in analyst's six languages loaded (docs/benchmarks.md). A
 * script, not a test:
 *
 *   node --expose-gc --max-semi-space-size=32 --import tsx apps/server/bench/analyst-memory.ts
 *
 * Starts the real server on a throwaway PostgreSQL database (TEST_DATABASE_URL, else the local
 * one), then loads what a first dream in each language loads, in the server's process, one
 * language after another: the analysis, the detections, the title and the dream dictionary in that
 * language, each on the first report of the language's development set. Prints the process's RSS
 * and the V8 heap after a collection, at rest and after each language, in MB, as a Markdown table.
 */
import { readFileSync } from "node:fs";
import { loadavg } from "node:os";
import type { Locale } from "@somnia/shared/locales";
import type { DreamLanguage } from "../src/domain/languages";
import { symbolDictionary } from "../src/services/symbols/symbol-dictionary";
import { table } from "./report";
import { startServer } from "./server";
import { DEFAULT_PG_URL, postgresTarget } from "./targets";

const MB = 1024 * 1024;
const LOCALE: Record<DreamLanguage, Locale> = {
  en: "en",
  fr: "fr",
  es: "es",
  de: "de",
  it: "it",
  pt: "pt-BR",
};
const signed = (n: number) => `${n >= 0 ? "+" : "−"}${Math.abs(n).toFixed(0)}`;
const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error("Run with node --expose-gc: the heap is measured after a collection");

/** The first report of `language`'s development set. */
function firstReport(language: DreamLanguage): string {
  const folder = language === "en" ? "" : `${language}/`;
  const file = new URL(`../src/ai/builtin/fixtures/${folder}dev-set.jsonl`, import.meta.url);
  const line = readFileSync(file, "utf8").split("\n")[0] ?? "";
  return (JSON.parse(line) as { text: string }).text;
}

async function settled(): Promise<{ rss: number; heap: number }> {
  for (let i = 0; i < 3; i++) {
    gc?.();
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const { rss, heapUsed } = process.memoryUsage();
  return { rss: rss / MB, heap: heapUsed / MB };
}

const load = loadavg()[0]?.toFixed(2);
const target = await postgresTarget(process.env.TEST_DATABASE_URL ?? DEFAULT_PG_URL);
const server = await startServer(target);
try {
  const rows: string[][] = [];
  let last = await settled();
  const record = (step: string, now: { rss: number; heap: number }, previous: typeof now) =>
    rows.push([step, now.rss.toFixed(0), signed(now.rss - previous.rss), now.heap.toFixed(0)]);
  rows.push(["server at rest", last.rss.toFixed(0), "", last.heap.toFixed(0)]);
  for (const language of ["en", "fr", "es", "de", "it", "pt"] as const) {
    const text = firstReport(language);
    const reader = LOCALE[language];
    await server.ctx.ai.analyze(text, { reader });
    await server.ctx.ai.detect(text, { reader });
    await server.ctx.ai.title(text, { reader });
    symbolDictionary(reader);
    const now = await settled();
    record(`after a dream in ${language}`, now, last);
    last = now;
  }
  console.info(`Load average ${load} at the start; Node ${process.version}.\n`);
  console.info(table(["step", "RSS, MB", "increase", "heap, MB"], rows).join("\n"));
} finally {
  await server.stop();
  await target.cleanup();
}
