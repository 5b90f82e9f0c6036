/**
 * One export request's memory, in a fresh server process (forked by export-memory.ts once the bench
 * server has stopped): the same data directory and database, a new context and app, one small
 * request to warm the path, then the export with the process's RSS sampled every few ms.
 *
 * A fresh process because RSS only says something about the first large request: memory a previous
 * export made resident stays resident (V8 and malloc keep freed pages), so in the bench's own
 * process — after dozens of timed exports — the increase would read as zero.
 */
import { createApp } from "../src/app";
import { startRssSampler } from "./rss-sampler";
import { benchContext } from "./server";

export interface ProbeConfig {
  dataDir: string;
  databaseUrl: string | undefined;
  url: string;
  cookie: string;
  format: "json" | "md";
}

export interface ProbeResult {
  rssBeforeMb: number;
  peakIncreaseMb: number;
  bodyMb: number;
}

export type ProbeMessage = { ok: true; result: ProbeResult } | { ok: false; error: string };

const MB = 1024 * 1024;

async function probe(config: ProbeConfig): Promise<ProbeResult> {
  const ctx = benchContext(config, config.url);
  const sampler = await startRssSampler();
  try {
    const app = createApp(ctx);
    const headers = { cookie: config.cookie };
    const warm = await app.request("/api/dreams", { headers });
    if (!warm.ok) throw new Error(`the list answered ${warm.status}`);
    await warm.arrayBuffer();
    const before = sampler.reset();
    const response = await app.request(`/api/export?format=${config.format}`, { headers });
    if (!response.ok) throw new Error(`the export answered ${response.status}`);
    // Read as a client would, a chunk at a time, keeping only the count: a client's copy of the
    // whole body is not the server's memory.
    let bodyBytes = 0;
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read())
      bodyBytes += chunk.value.length;
    const peak = await sampler.stop();
    return { rssBeforeMb: before, peakIncreaseMb: peak - before, bodyMb: bodyBytes / MB };
  } finally {
    await sampler.terminate();
    await ctx.close();
  }
}

process.once("message", async (config: ProbeConfig) => {
  let message: ProbeMessage;
  try {
    message = { ok: true, result: await probe(config) };
  } catch (error) {
    message = { ok: false, error: (error as Error).message };
  }
  process.send?.(message, () => process.exit(0));
});
// The bench went away (deadline, Ctrl-C): stop too.
process.once("disconnect", () => process.exit(0));
