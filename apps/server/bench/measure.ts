import autocannon, { type Result } from "autocannon";
import type { App } from "../src/app";

/** Load settings: bounded, loopback only. */
export const LOAD = { connections: 10, warmupSeconds: 2, seconds: 10 } as const;

export interface LoadFigures {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  requests: number;
  failures: number;
}

/**
 * Fires GET requests at `url` from a worker thread (so the load generator does not share the
 * server's event loop): a short warm-up, then the measured run.
 */
export async function measureLoad(url: string, headers: Record<string, string> = {}): Promise<LoadFigures> {
  const options = { url, headers, connections: LOAD.connections, workers: 1, timeout: 10 };
  await autocannon({ ...options, duration: LOAD.warmupSeconds });
  const result: Result = await autocannon({ ...options, duration: LOAD.seconds });
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    failures: result.errors + result.timeouts + result.non2xx,
  };
}

/** The median time (ms) of `n` calls of `task`, after one warm-up call. */
export async function medianTime(task: () => Promise<unknown>, n: number): Promise<number> {
  await task();
  const times: number[] = [];
  for (let i = 0; i < n; i++) {
    const start = performance.now();
    await task();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const mid = Math.floor(times.length / 2);
  return times.length % 2
    ? (times[mid] as number)
    : ((times[mid - 1] as number) + (times[mid] as number)) / 2;
}

/** One in-process request through the app's whole stack (no network), its body read. */
export function requestTask(app: { request: App["request"] }, path: string, cookie?: string) {
  return async () => {
    const response = await app.request(path, { headers: cookie ? { cookie } : {} });
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
    await response.arrayBuffer();
  };
}
