import type { AppContext } from "../../context";
import { masterKeyFingerprint, readMasterKeyState } from "../../crypto/master-key";
import { lastAppliedMigration, migrationJournal } from "../../db/migrate";

/** How long the database may take to answer a readiness check before the instance counts as not ready. */
const CHECK_TIMEOUT_MS = 2_000;

/** Why an instance is not ready, for its own log only: `/readyz` says no more than ready or not. */
export type NotReady =
  | "shutting down"
  | "database unreachable"
  | "migrations not applied"
  | "master key differs";

type ReadinessContext = Pick<AppContext, "database" | "db" | "lifecycle">;

/**
 * Whether this instance should be sent requests: not shutting down, its database answering, every
 * migration this code knows applied, and the master key the one that wraps the database's data
 * keys (a rotation finished elsewhere, or under way, makes it differ). Three small queries.
 */
export async function checkReadiness(ctx: ReadinessContext, masterKey: Buffer): Promise<NotReady | null> {
  if (ctx.lifecycle.draining) return "shutting down";
  const expected = migrationJournal().at(-1)?.when ?? null;
  const fingerprint = masterKeyFingerprint(masterKey);
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<"database unreachable">((resolve) => {
    timer = setTimeout(() => resolve("database unreachable"), CHECK_TIMEOUT_MS);
  });
  const checks = (async (): Promise<NotReady | null> => {
    const applied = await lastAppliedMigration(ctx.database.client).catch(() => undefined);
    if (applied === undefined) return "database unreachable";
    if (applied !== expected) return "migrations not applied";
    const state = await readMasterKeyState(ctx.db).catch(() => undefined);
    if (state === undefined) return "database unreachable";
    if (state?.fingerprint !== fingerprint || state.nextFingerprint) return "master key differs";
    return ctx.lifecycle.draining ? "shutting down" : null;
  })();
  try {
    return await Promise.race([checks, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
