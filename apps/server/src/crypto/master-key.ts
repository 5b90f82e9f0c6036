import { createHmac, randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { join } from "node:path";
import type { Db } from "../db";
import { masterKeyState, userKeys } from "../db/schema";
import type { Env } from "../env";
import { readOrCreateSecretFile } from "../lib/secret-file";
import { DecryptionError, open } from "./aead";

/** The master key's file in DATA_DIR (when MASTER_KEY is not set), and its successor's during a rotation. */
export const MASTER_KEY_FILE = "master.key";
export const NEXT_MASTER_KEY_FILE = "master.key.next";

const WHERE = "MASTER_KEY, or master.key in DATA_DIR";

/** The master key cannot serve this database; the message says what to do. */
export class MasterKeyError extends Error {
  override name = "MasterKeyError";
}

export const generateMasterKey = () => randomBytes(32).toString("base64");

export function parseMasterKey(text: string, source: string): Buffer {
  const key = Buffer.from(text, "base64");
  if (key.length !== 32) throw new MasterKeyError(`${source} must hold base64 of exactly 32 bytes`);
  return key;
}

/**
 * The master key: MASTER_KEY, else DATA_DIR/master.key, generated (mode 0600) on a server's first
 * start. The maintenance commands pass `create: false`: a missing key is an error, never a new key.
 */
export function loadMasterKey(env: Pick<Env, "MASTER_KEY" | "DATA_DIR">, { create = true } = {}): Buffer {
  if (env.MASTER_KEY) return parseMasterKey(env.MASTER_KEY, "MASTER_KEY");
  const path = join(env.DATA_DIR, MASTER_KEY_FILE);
  if (!create && !existsSync(path)) {
    throw new MasterKeyError(`There is no master key: set MASTER_KEY, or put the key file at ${path}.`);
  }
  return parseMasterKey(readOrCreateSecretFile(path, generateMasterKey), MASTER_KEY_FILE);
}

/** Names a key without revealing it: stored in the database, and in the header of a backup. */
export function masterKeyFingerprint(key: Buffer): string {
  return createHmac("sha256", key).update("somnia master key fingerprint v1").digest("hex").slice(0, 32);
}

/** Whether `key` opens a data key as stored in `user_keys` (the user id is its associated data). */
export function opensDataKey(key: Buffer, row: { userId: string; wrappedKey: string }): boolean {
  try {
    open(key, row.wrappedKey, row.userId);
    return true;
  } catch (error) {
    if (error instanceof DecryptionError) return false;
    throw error;
  }
}

export async function readMasterKeyState(db: Db) {
  const [state] = await db.select().from(masterKeyState);
  return state ?? null;
}

/**
 * At start: the database must be wrapped with this key. On the first start of a database (or of
 * one from before the fingerprint was kept) the key is recorded, after it has opened a stored data
 * key; afterwards any other key is refused, the one a rotation retired included.
 */
export async function checkMasterKey(db: Db, key: Buffer): Promise<void> {
  const fingerprint = masterKeyFingerprint(key);
  let state = await readMasterKeyState(db);
  if (!state) {
    const [sample] = await db.select().from(userKeys).limit(1);
    if (sample && !opensDataKey(key, sample)) {
      throw new MasterKeyError(
        `The master key (${WHERE}) cannot open the data keys in this database: put back the key it was used with.`,
      );
    }
    await db.insert(masterKeyState).values({ fingerprint }).onConflictDoNothing();
    state = await readMasterKeyState(db);
  }
  if (state?.nextFingerprint) {
    throw new MasterKeyError(
      "A master-key rotation is under way: run `npm run rotate-master-key` to finish it, then start Somnia.",
    );
  }
  if (state?.fingerprint !== fingerprint) {
    throw new MasterKeyError(
      `The master key (${WHERE}) is not the one that wraps this database's data keys. If a rotation ` +
        "was interrupted, run `npm run rotate-master-key` again to finish it; otherwise put back the right key.",
    );
  }
}
