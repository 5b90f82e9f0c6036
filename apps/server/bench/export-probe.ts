/**
 * One export request's memory, in a fresh server process (forked by export-memory.ts once the bench
 * server has stopped): the same data directory and database, a new context and app, one small
 * request to warm the path, then the export with the process's RSS sampled every few ms.
 *
 * A fresh process because RSS only says something about the first large request: memory a previous
 * export made resident stays resident (V8 and malloc keep freed pages), so in the bench's own
 * process — after dozens of timed exports — the increase would read as zero.
 */
import { Worker } from "node:worker_threads";
import { createApp } from "../src/app";
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

const SAMPLE_EVERY_MS = 2;
const MB = 1024 * 1024;

/**
 * Samples RSS from a worker thread: RSS is the whole process's, and a worker keeps sampling while
 * the main thread is busy in a synchronous `JSON.stringify`, which a timer on it would miss. The
 * peak is shared through a SharedArrayBuffer.
 */
const SAMPLER = `
const { workerData, parentPort } = require("node:worker_threads");
const peak = new Float64Array(workerData.peak);
const timer = setInterval(() => {
  const rss = process.memoryUsage.rss();
  if (rss > peak[0]) peak[0] = rss;
}, workerData.every);
parentPort.once("message", () => { clearInterval(timer); parentPort.postMessage("stopped"); });
parentPort.postMessage("started");
`;

async function probe(config: ProbeConfig): Promise<ProbeResult> {
  const ctx = benchContext(config, config.url);
  const shared = new SharedArrayBuffer(8);
  const peak = new Float64Array(shared);
  const sampler = new Worker(SAMPLER, { eval: true, workerData: { peak: shared, every: SAMPLE_EVERY_MS } });
  const next = () => new Promise((resolve) => sampler.once("message", resolve));
  try {
    await next();
    const app = createApp(ctx);
    const headers = { cookie: config.cookie };
    const warm = await app.request("/api/dreams", { headers });
    if (!warm.ok) throw new Error(`the list answered ${warm.status}`);
    await warm.arrayBuffer();
    // --expose-gc (the bench script's flag) lets the baseline start from a collected heap.
    (globalThis as { gc?: () => void }).gc?.();
    const before = process.memoryUsage.rss();
    peak[0] = before;
    const response = await app.request(`/api/export?format=${config.format}`, { headers });
    if (!response.ok) throw new Error(`the export answered ${response.status}`);
    // Read as a client would, a chunk at a time, keeping only the count: a client's copy of the
    // whole body is not the server's memory.
    let bodyBytes = 0;
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read())
      bodyBytes += chunk.value.length;
    const stopped = next();
    sampler.postMessage("stop");
    await stopped;
    return {
      rssBeforeMb: before / MB,
      peakIncreaseMb: ((peak[0] ?? before) - before) / MB,
      bodyMb: bodyBytes / MB,
    };
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
