import { Worker } from "node:worker_threads";

/**
 * Samples RSS from a worker thread: RSS is the whole process's, and a worker keeps sampling while
 * the main thread is busy in synchronous work (a `JSON.stringify`, the analyst on a dream), which a
 * timer on it would miss. The peak is shared through a SharedArrayBuffer.
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

const SAMPLE_EVERY_MS = 2;
const MB = 1024 * 1024;

export interface RssSampler {
  /** Collects the heap (with --expose-gc) and starts the peak from the RSS now; returns it in MB. */
  reset(): number;
  /** The peak since `reset`, in MB. */
  stop(): Promise<number>;
  terminate(): Promise<unknown>;
}

/** A running sampler, once its worker has started. */
export async function startRssSampler(): Promise<RssSampler> {
  const shared = new SharedArrayBuffer(8);
  const peak = new Float64Array(shared);
  const worker = new Worker(SAMPLER, { eval: true, workerData: { peak: shared, every: SAMPLE_EVERY_MS } });
  const next = () => new Promise((resolve) => worker.once("message", resolve));
  await next();
  return {
    reset() {
      // --expose-gc (the bench script's flag) lets the baseline start from a collected heap.
      (globalThis as { gc?: () => void }).gc?.();
      peak[0] = process.memoryUsage.rss();
      return (peak[0] ?? 0) / MB;
    },
    async stop() {
      const stopped = next();
      worker.postMessage("stop");
      await stopped;
      return (peak[0] ?? 0) / MB;
    },
    terminate: () => worker.terminate(),
  };
}
