import { fork } from "node:child_process";
import { fileURLToPath } from "node:url";
import type { ProbeConfig, ProbeMessage, ProbeResult } from "./export-probe";
import type { Target } from "./targets";

export interface ExportMemory extends ProbeResult {
  format: "json" | "md";
}

/** Runs export-probe.ts in a child process and waits for its one answer. */
function runProbe(config: ProbeConfig): Promise<ProbeResult> {
  const child = fork(fileURLToPath(new URL("./export-probe.ts", import.meta.url)), [], {
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  return new Promise<ProbeResult>((resolve, reject) => {
    child.once("message", (m: ProbeMessage) => (m.ok ? resolve(m.result) : reject(new Error(m.error))));
    child.once("exit", (code) => reject(new Error(`the export probe exited (${code}) before reporting`)));
    child.once("error", reject);
    child.send(config);
  }).finally(() => {
    if (child.exitCode === null) child.kill();
  });
}

/**
 * The peak RSS increase of one whole export request, per format, each in a fresh server process on
 * the target's data (see export-probe.ts for why). Run after the bench server has stopped: PGlite's
 * data directory takes one process at a time. `url` and `cookie`: the stopped server's, whose
 * session is still valid.
 */
export async function measureExportMemory(
  target: Target,
  url: string,
  cookie: string,
): Promise<ExportMemory[]> {
  const results: ExportMemory[] = [];
  for (const format of ["json", "md"] as const) {
    const { dataDir, databaseUrl } = target;
    results.push({ format, ...(await runProbe({ dataDir, databaseUrl, url, cookie, format })) });
  }
  return results;
}
