import { runEvery } from "../lib/run-every";
import type { Database } from "./index";

/** How often PGlite's tables are vacuumed and analysed. */
export const VACUUM_EVERY_MS = 30 * 60_000;

/**
 * PGlite has no autovacuum: without this its dead rows would pile up and its statistics go stale.
 * Runs VACUUM ANALYZE now (the server calls this right after its migrations) and every `everyMs`,
 * in PGlite's worker, so the event loop only waits on nothing. PostgreSQL has autovacuum: nothing
 * to do. Call the returned function, and wait for it, before closing the database.
 */
export function scheduleVacuum(
  database: Database,
  onError: (error: unknown) => void,
  everyMs = VACUUM_EVERY_MS,
): () => Promise<void> {
  if (database.driver !== "pglite") return async () => {};
  // The simple-query protocol (no parameters): VACUUM refuses to run inside a transaction block.
  return runEvery(() => database.client.query("vacuum analyze"), everyMs, onError);
}
