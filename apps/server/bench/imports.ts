import { runProbe } from "./child-probe";
import type { ImportFile } from "./import-files";
import type { ImportProbeConfig, ImportProbeResult } from "./import-probe";
import type { Target } from "./targets";

export interface ImportResult extends ImportProbeResult {
  format: ImportFile["format"];
  megabytes: number;
}

/**
 * Each file imported by its own user, each in a fresh server process on the target's data (see
 * import-probe.ts). Run after the bench server has stopped: PGlite's data directory takes one
 * process at a time. `url`: the stopped server's, whose sessions are still valid.
 */
export async function measureImports(
  target: Target,
  url: string,
  files: ImportFile[],
): Promise<ImportResult[]> {
  const { dataDir, databaseUrl } = target;
  const results: ImportResult[] = [];
  for (const { format, path, megabytes, user } of files) {
    const config = { dataDir, databaseUrl, url, cookie: user.cookie, path };
    const result = await runProbe<ImportProbeConfig, ImportProbeResult>("./import-probe.ts", config);
    results.push({ format, megabytes, ...result });
  }
  return results;
}
