import { constants } from "node:fs";
import { copyFile, readFile, rename, rm } from "node:fs/promises";
import { join } from "node:path";
import { asc, gt } from "drizzle-orm";
import { open, seal } from "../../crypto/aead";
import {
  checkMasterKey,
  generateMasterKey,
  MASTER_KEY_FILE,
  MasterKeyError,
  masterKeyFingerprint,
  NEXT_MASTER_KEY_FILE,
  opensDataKey,
  parseMasterKey,
  readMasterKeyState,
} from "../../crypto/master-key";
import type { Database } from "../../db";
import { masterKeyState, userKeys } from "../../db/schema";
import { readOrCreateSecretFile } from "../../lib/secret-file";

export interface RotationOptions {
  database: Database;
  dataDir: string;
  /** The master key in use. */
  current: Buffer;
  /** Whether it came from MASTER_KEY: then the operator installs the new key, not this command. */
  fromEnvironment: boolean;
  log?: (line: string) => void;
  batchSize?: number;
}

export interface RotationResult {
  rewrapped: number;
  /** The rotation had finished before, and MASTER_KEY already holds the new key: only master.key.next was left. */
  finishedEarlier?: boolean;
  /** File mode: where the old key was kept (backups made before the rotation need it). */
  retiredKeyFile?: string;
  /** MASTER_KEY mode: the new key, for the operator to put into MASTER_KEY. */
  nextKeyFile?: string;
}

async function readKeyFile(path: string): Promise<Buffer | null> {
  const text = await readFile(path, "utf8").catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return null;
    throw error;
  });
  return text === null ? null : parseMasterKey(text.trim(), path);
}

/** One pass over every data key, in batches: re-wraps those under `from`, counts them. */
async function rewrapPass(
  database: Database,
  from: Buffer,
  to: Buffer,
  batchSize: number,
  log: (l: string) => void,
) {
  let after = "";
  let count = 0;
  for (;;) {
    const rows = await database.db
      .select({ userId: userKeys.userId, wrappedKey: userKeys.wrappedKey })
      .from(userKeys)
      .where(gt(userKeys.userId, after))
      .orderBy(asc(userKeys.userId))
      .limit(batchSize);
    const last = rows.at(-1);
    if (!last) return count;
    after = last.userId;
    const changed = rows
      .filter((row) => !opensDataKey(to, row))
      .map((row) => {
        if (!opensDataKey(from, row)) {
          throw new MasterKeyError(
            `The data key of user ${row.userId} opens with neither the old nor the new master key; it was left as it is.`,
          );
        }
        return { ...row, rewrapped: seal(to, open(from, row.wrappedKey, row.userId), row.userId) };
      });
    if (changed.length === 0) continue;
    // Each key is replaced only if it is still the one read, so nothing written meanwhile is lost.
    await database.client.query(
      `update user_keys k set wrapped_key = v.rewrapped
       from unnest($1::text[], $2::text[], $3::text[]) as v(user_id, old, rewrapped)
       where k.user_id = v.user_id and k.wrapped_key = v.old`,
      [changed.map((c) => c.userId), changed.map((c) => c.wrappedKey), changed.map((c) => c.rewrapped)],
    );
    count += changed.length;
    log(`Re-wrapped ${count} data keys…`);
  }
}

/** The files, once the database is under the new key: master.key.next becomes master.key. */
async function installKey(
  dataDir: string,
  current: Buffer,
  fromEnvironment: boolean,
): Promise<RotationResult> {
  const nextKeyFile = join(dataDir, NEXT_MASTER_KEY_FILE);
  if (fromEnvironment) return { rewrapped: 0, nextKeyFile };
  const keyFile = join(dataDir, MASTER_KEY_FILE);
  // Named by its fingerprint: a resumed run finds the copy it made, never a second one.
  const retiredKeyFile = `${keyFile}.retired-${masterKeyFingerprint(current).slice(0, 8)}`;
  await copyFile(keyFile, retiredKeyFile, constants.COPYFILE_EXCL).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== "EEXIST") throw error;
  });
  await rename(nextKeyFile, keyFile); // atomic: master.key is always one whole key
  return { rewrapped: 0, retiredKeyFile };
}

/**
 * Re-wraps every user's data key under a new master key (docs/decisions/032-backup-and-key-rotation.md).
 * The new key is written to DATA_DIR/master.key.next before anything changes, and the database
 * records the rotation, so an interrupted run is resumed by running it again. Stop every server first.
 */
export async function rotateMasterKey(options: RotationOptions): Promise<RotationResult> {
  const { database, dataDir, current, fromEnvironment, log = () => {}, batchSize = 500 } = options;
  const nextKeyFile = join(dataDir, NEXT_MASTER_KEY_FILE);
  const currentPrint = masterKeyFingerprint(current);
  let state = await readMasterKeyState(database.db);
  let next = await readKeyFile(nextKeyFile);

  // Finished in the database, interrupted before the files: install the new key.
  if (next && state && !state.nextFingerprint && state.fingerprint === masterKeyFingerprint(next)) {
    if (state.fingerprint !== currentPrint) return installKey(dataDir, current, fromEnvironment);
    await rm(nextKeyFile); // MASTER_KEY already holds it: nothing is left to do
    return { rewrapped: 0, finishedEarlier: true };
  }
  if (!state?.nextFingerprint) await checkMasterKey(database.db, current);
  state = await readMasterKeyState(database.db);
  if (state?.fingerprint !== currentPrint) {
    throw new MasterKeyError(
      "The master key (MASTER_KEY, or master.key in DATA_DIR) is not the one that wraps this database's data keys.",
    );
  }
  if (state.nextFingerprint) {
    if (!next || masterKeyFingerprint(next) !== state.nextFingerprint) {
      throw new MasterKeyError(
        `A rotation is under way, but its new key is not in ${nextKeyFile}: put that file back, then run this again.`,
      );
    }
    log("Resuming the rotation that was interrupted.");
  } else {
    next = parseMasterKey(readOrCreateSecretFile(nextKeyFile, generateMasterKey), nextKeyFile);
    await database.db
      .update(masterKeyState)
      .set({ nextFingerprint: masterKeyFingerprint(next), updatedAt: new Date() });
  }

  // Until a whole pass finds nothing left under the old key.
  let rewrapped = 0;
  for (let pass = await rewrapPass(database, current, next, batchSize, log); pass > 0; ) {
    rewrapped += pass;
    pass = await rewrapPass(database, current, next, batchSize, log);
  }
  await database.db
    .update(masterKeyState)
    .set({ fingerprint: masterKeyFingerprint(next), nextFingerprint: null, updatedAt: new Date() });
  return { ...(await installKey(dataDir, current, fromEnvironment)), rewrapped };
}
