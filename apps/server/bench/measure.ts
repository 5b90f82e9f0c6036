import autocannon, { type Result } from "autocannon";
import type { App } from "../src/app";

/** Autocannon settings for the list-vs-bare ratio: bounded, loopback only. */
export const RATIO_LOAD = { connections: 50, warmupSeconds: 2, seconds: 10 } as const;

export interface LoadFigures {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  requests: number;
  failures: number;
}

/**
 * Fires GET requests at `url` from autocannon's worker thread (so the load generator does not share
 * the server's event loop): a short warm-up, then the measured run.
 */
export async function measureLoad(url: string, headers: Record<string, string> = {}): Promise<LoadFigures> {
  const options = { url, headers, connections: RATIO_LOAD.connections, workers: 1, timeout: 10 };
  await autocannon({ ...options, duration: RATIO_LOAD.warmupSeconds });
  const result: Result = await autocannon({ ...options, duration: RATIO_LOAD.seconds });
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    failures: result.errors + result.timeouts + result.non2xx,
  };
}

/** The value at `share` (0–1) of sorted `values`, nearest rank; NaN when empty. */
export function percentile(sorted: readonly number[], share: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil(share * sorted.length)));
  return sorted[rank - 1] as number;
}

export function median(sorted: readonly number[]): number {
  if (sorted.length === 0) return Number.NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

export interface Timing {
  median: number;
  p95: number;
  samples: number;
}

/**
 * How many times an operation is timed: at least `min`, then until `budgetMs` has been spent or
 * `max` is reached. Slow operations (a search that decrypts 10,000 dreams) get the minimum, so a
 * full run stays well under half an hour; fast ones get enough samples for a p95.
 */
export const SAMPLING = { min: 10, max: 60, budgetMs: 6_000 } as const;

/** Times `task` (ms) after one warm-up call: median and p95 (nearest rank). */
export async function sampleTimes(
  task: () => Promise<unknown>,
  sampling: { min: number; max: number; budgetMs: number } = SAMPLING,
): Promise<Timing> {
  await task();
  const times: number[] = [];
  const start = performance.now();
  while (
    times.length < sampling.min ||
    (times.length < sampling.max && performance.now() - start < sampling.budgetMs)
  ) {
    const t0 = performance.now();
    await task();
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return { median: median(times), p95: percentile(times, 0.95), samples: times.length };
}

/** The median time (ms) of `n` calls of `task`, after one warm-up call. */
export async function medianTime(task: () => Promise<unknown>, n: number): Promise<number> {
  return (await sampleTimes(task, { min: n, max: n, budgetMs: 0 })).median;
}

/** One in-process request through the app's whole stack (no network), its body read. */
export function requestTask(app: { request: App["request"] }, path: string, cookie?: string) {
  return async () => {
    const response = await app.request(path, { headers: cookie ? { cookie } : {} });
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
    await response.arrayBuffer();
  };
}

/**
 * Time to the first byte of `url`'s body over real HTTP (fetch, loopback): until the first chunk
 * arrives. The rest is read and dropped, so the connection stays reusable. Sampled like
 * `sampleTimes`, the warm-up call left out.
 */
export async function sampleFirstByte(url: string, cookie: string): Promise<Timing> {
  const firstBytes: number[] = [];
  await sampleTimes(async () => {
    const start = performance.now();
    const response = await fetch(url, { headers: { cookie } });
    if (!response.ok || !response.body) throw new Error(`${url} answered ${response.status}`);
    const reader = response.body.getReader();
    await reader.read();
    firstBytes.push(performance.now() - start);
    while (!(await reader.read()).done) {}
  });
  const times = firstBytes.slice(1).sort((a, b) => a - b);
  return { median: median(times), p95: percentile(times, 0.95), samples: times.length };
}
