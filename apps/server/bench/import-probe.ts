/**
 * The server times of a journal just imported (imports.ts), in a fresh process on the target's data
 * (forked by imports.ts once the production server that imported it has stopped): its list, search
 * and statistics, median / p95.
 */
import { createApp } from "../src/app";
import { requestTask, sampleTimes, type Timing } from "./measure";
import { OPERATIONS } from "./operations";
import { benchContext } from "./server";

export interface ImportProbeConfig {
  dataDir: string;
  databaseUrl: string | undefined;
  url: string;
  cookie: string;
}

/** The operations timed on the imported journal. */
export const AFTER_IMPORT = ["list", "search_one", "search_common", "stats_profile", "stats_month"] as const;

export type ImportProbeResult = ({ operation: (typeof AFTER_IMPORT)[number] } & Timing)[];

export type ImportProbeMessage = { ok: true; result: ImportProbeResult } | { ok: false; error: string };

async function probe(config: ImportProbeConfig): Promise<ImportProbeResult> {
  const ctx = benchContext(config, config.url);
  try {
    const app = createApp(ctx);
    const after: ImportProbeResult = [];
    for (const id of AFTER_IMPORT) {
      const op = OPERATIONS.find((o) => o.id === id);
      if (!op) throw new Error(`no operation ${id}`);
      after.push({ operation: id, ...(await sampleTimes(requestTask(app, op.path, config.cookie))) });
    }
    return after;
  } finally {
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
