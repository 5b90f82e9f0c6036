import type { Database } from "./index";

/** How often PGlite's tables are vacuumed and analysed. */
export const VACUUM_EVERY_MS = 30 * 60_000;

/**
 * PGlite has no autovacuum: without this its dead rows would pile up and its statistics go stale.
 * Runs VACUUM ANALYZE now (the server calls this right after its migrations) and every `everyMs`,
 * in PGlite's worker, so the event loop only waits on nothing; a run that fails is reported and the
 * next one still comes. PostgreSQL has autovacuum: nothing to do. The timer never keeps the process
 * alive; call the returned function before closing the database.
 */
export function scheduleVacuum(
  database: Database,
  onError: (error: unknown) => void,
  everyMs = VACUUM_EVERY_MS,
): () => void {
  if (database.driver !== "pglite") return () => {};
  let running = false;
  let stopped = false;
  const run = () => {
    if (running || stopped) return;
    running = true;
    // The simple-query protocol (no parameters): VACUUM refuses to run inside a transaction block.
    database.client
      .query("vacuum analyze")
      .catch((error) => {
        if (!stopped) onError(error);
      })
      .finally(() => {
        running = false;
      });
  };
  run();
  const timer = setInterval(run, everyMs);
  timer.unref();
  return () => {
    stopped = true;
    clearInterval(timer);
  };
}
