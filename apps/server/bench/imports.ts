import { createReadStream } from "node:fs";
import { Readable } from "node:stream";
import { type ImportSummary, importEventSchema } from "@somnia/shared/import";
import { runProbe } from "./child-probe";
import type { ImportFile } from "./import-files";
import type { ImportProbeConfig, ImportProbeResult } from "./import-probe";
import { atRest, rssMb, startProduction, stop } from "./production-server";
import type { Target } from "./targets";

export interface ImportResult {
  format: ImportFile["format"];
  megabytes: number;
  seconds: number;
  rssBeforeMb: number;
  peakIncreaseMb: number;
  summary: ImportSummary;
  after: ImportProbeResult;
}

/** How often the server's RSS is read during an import. */
const SAMPLE_EVERY_MS = 2;

/**
 * One import into the production server (pid `pid` at `url`): the file streamed as the request
 * body, the NDJSON read to its end; the wall time, and the peak RSS above the server's idle RSS
 * just before, read from /proc every 2 ms.
 */
async function timedImport(url: string, pid: number, file: ImportFile) {
  const headers = { origin: url, cookie: file.user.cookie };
  const warm = await fetch(`${url}/api/dreams`, { headers });
  if (!warm.ok) throw new Error(`the list answered ${warm.status}`);
  await warm.arrayBuffer();
  const rssBeforeMb = rssMb(pid);
  let peak = rssBeforeMb;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssMb(pid));
  }, SAMPLE_EVERY_MS);
  const start = performance.now();
  try {
    const response = await fetch(`${url}/api/import`, {
      method: "POST",
      headers: {
        ...headers,
        "content-type": "application/octet-stream",
        "content-length": String(file.bytes),
        "x-time-zone": "UTC",
      },
      body: Readable.toWeb(createReadStream(file.path)) as ReadableStream<Uint8Array>,
      duplex: "half",
    } as RequestInit);
    if (!response.ok) throw new Error(`the import answered ${response.status}: ${await response.text()}`);
    const lines = (await response.text()).trim().split("\n");
    const seconds = (performance.now() - start) / 1000;
    const last = importEventSchema.parse(JSON.parse(lines.at(-1) ?? "null"));
    if (last.type !== "done") throw new Error(`the import ended with ${JSON.stringify(last)}`);
    return { seconds, rssBeforeMb, peakIncreaseMb: peak - rssBeforeMb, summary: last.summary };
  } finally {
    clearInterval(sampler);
  }
}

/**
 * Each file imported by its own user into the production server as `npm run serve` runs it
 * (compiled, with its memory settings: production-server.ts), freshly started on the target's data
 * and idle 5 s; then the imported journal's server times in a fresh process (import-probe.ts). Run
 * after the bench server has stopped: PGlite's data directory takes one process at a time. `url`:
 * the stopped server's, whose sessions are still valid.
 */
export async function measureImports(
  target: Target,
  url: string,
  files: ImportFile[],
): Promise<ImportResult[]> {
  const { dataDir, databaseUrl } = target;
  const results: ImportResult[] = [];
  for (const file of files) {
    const server = startProduction(target, url);
    let timed: Awaited<ReturnType<typeof timedImport>>;
    try {
      await atRest(server.child, server.ready);
      timed = await timedImport(url, server.child.pid as number, file);
    } finally {
      await stop(server.child);
    }
    const config = { dataDir, databaseUrl, url, cookie: file.user.cookie };
    const after = await runProbe<ImportProbeConfig, ImportProbeResult>("./import-probe.ts", config);
    results.push({ format: file.format, megabytes: file.megabytes, ...timed, after });
  }
  return results;
}
