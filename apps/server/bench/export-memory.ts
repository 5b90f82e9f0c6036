import { runProbe } from "./child-probe";
import type { ProbeConfig, ProbeResult } from "./export-probe";
import type { Target } from "./targets";

export interface ExportMemory extends ProbeResult {
  format: "json" | "md";
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
    results.push({
      format,
      ...(await runProbe<ProbeConfig, ProbeResult>("./export-probe.ts", {
        dataDir,
        databaseUrl,
        url,
        cookie,
        format,
      })),
    });
  }
  return results;
}
