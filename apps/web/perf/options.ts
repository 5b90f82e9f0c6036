import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { parseArgs } from "node:util";

/** Debian's Chromium and the flags it runs with: the end-to-end tests, the measurements and the icon renderer. */
export const CHROMIUM_PATH = "/usr/bin/chromium";
export const CHROMIUM_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

/**
 * The options of the web app's measurements (`npm run lighthouse`, `npm run interactions`):
 * `--runs N` (3), `--out file.json` and `--dist` (apps/web/dist, which must hold a build).
 */
export function measurementOptions(): { runs: number; out: string | undefined; dist: string } {
  const { values } = parseArgs({
    options: {
      runs: { type: "string", default: "3" },
      out: { type: "string" },
      dist: { type: "string", default: new URL("../dist", import.meta.url).pathname },
    },
  });
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1) throw new Error("--runs takes a whole number of at least 1");
  const dist = resolve(values.dist);
  if (!existsSync(`${dist}/index.html`)) {
    console.error(`No web build in ${dist}: run \`npm run build\` first.`);
    process.exit(1);
  }
  return { runs, out: values.out, dist };
}

/** The median of the runs' values. */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}
