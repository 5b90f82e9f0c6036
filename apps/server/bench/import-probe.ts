/**
 * One import, in a fresh server process (forked by imports.ts once the bench server has stopped):
 * the file streamed as the request body, the NDJSON read to its end, the wall time and the peak RSS
 * above the process's idle RSS (see export-probe.ts for why a fresh process); then the list, search
 * and statistics timings of the journal the import made.
 */
import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import { Readable } from "node:stream";
import { type ImportSummary, importEventSchema } from "@somnia/shared/import";
import { createApp } from "../src/app";
import { requestTask, sampleTimes, type Timing } from "./measure";
import { OPERATIONS } from "./operations";
import { startRssSampler } from "./rss-sampler";
import { benchContext } from "./server";

export interface ImportProbeConfig {
  dataDir: string;
  databaseUrl: string | undefined;
  url: string;
  cookie: string;
  path: string;
}

/** The operations timed on the imported journal. */
export const AFTER_IMPORT = ["list", "search_one", "search_common", "stats_profile", "stats_month"] as const;

export interface ImportProbeResult {
  seconds: number;
  rssBeforeMb: number;
  peakIncreaseMb: number;
  summary: ImportSummary;
  after: ({ operation: (typeof AFTER_IMPORT)[number] } & Timing)[];
}

export type ImportProbeMessage = { ok: true; result: ImportProbeResult } | { ok: false; error: string };

async function probe(config: ImportProbeConfig): Promise<ImportProbeResult> {
  const ctx = benchContext(config, config.url);
  const sampler = await startRssSampler();
  try {
    const app = createApp(ctx);
    const warm = await app.request("/api/dreams", { headers: { cookie: config.cookie } });
    if (!warm.ok) throw new Error(`the list answered ${warm.status}`);
    await warm.arrayBuffer();
    const rssBeforeMb = sampler.reset();
    const start = performance.now();
    const request = new Request(`${config.url}/api/import`, {
      method: "POST",
      headers: {
        origin: config.url,
        cookie: config.cookie,
        "content-type": "application/octet-stream",
        "content-length": String((await stat(config.path)).size),
        "x-time-zone": "UTC",
      },
      body: Readable.toWeb(createReadStream(config.path)) as ReadableStream<Uint8Array>,
      duplex: "half",
    } as RequestInit);
    const response = await app.request(request);
    if (!response.ok) throw new Error(`the import answered ${response.status}: ${await response.text()}`);
    const lines = (await response.text()).trim().split("\n");
    const seconds = (performance.now() - start) / 1000;
    const peakIncreaseMb = (await sampler.stop()) - rssBeforeMb;
    const last = importEventSchema.parse(JSON.parse(lines.at(-1) ?? "null"));
    if (last.type !== "done") throw new Error(`the import ended with ${JSON.stringify(last)}`);
    const after = [];
    for (const id of AFTER_IMPORT) {
      const op = OPERATIONS.find((o) => o.id === id);
      if (!op) throw new Error(`no operation ${id}`);
      after.push({ operation: id, ...(await sampleTimes(requestTask(app, op.path, config.cookie))) });
    }
    return { seconds, rssBeforeMb, peakIncreaseMb, summary: last.summary, after };
  } finally {
    await sampler.terminate();
    await ctx.close();
  }
}

process.once("message", async (config: ImportProbeConfig) => {
  let message: ImportProbeMessage;
  try {
    message = { ok: true, result: await probe(config) };
  } catch (error) {
    message = { ok: false, error: (error as Error).stack ?? (error as Error).message };
  }
  process.send?.(message, () => process.exit(0));
});
// The bench went away (deadline, Ctrl-C): stop too.
process.once("disconnect", () => process.exit(0));
