import { randomBytes } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { Db } from "../db";
import { masterKeyState, userKeys } from "../db/schema";
import { DecryptionError, open, seal } from "./aead";
import { MasterKeyError, masterKeyFingerprint } from "./master-key";

export interface DataKeyStoreOptions {
  db: Db;
  masterKey: Buffer;
  /** How many unwrapped keys to keep in memory (least recently used are dropped). */
  cacheSize?: number;
}

/** Per-user 256-bit data keys, wrapped with the master key (user id as associated data). */
export function createDataKeyStore({ db, masterKey, cacheSize = 1000 }: DataKeyStoreOptions) {
  const fingerprint = masterKeyFingerprint(masterKey);
  const cache = new Map<string, Buffer>();
  const pending = new Map<string, Promise<Buffer | null>>();

  function remember(userId: string, key: Buffer) {
    cache.delete(userId);
    cache.set(userId, key);
    if (cache.size > cacheSize) cache.delete(cache.keys().next().value as string);
  }

  async function readKey(userId: string): Promise<Buffer | null> {
    const [row] = await db.select().from(userKeys).where(eq(userKeys.userId, userId));
    return row ? open(masterKey, row.wrappedKey, userId) : null;
  }

  async function loadOrCreate(userId: string, create: boolean): Promise<Buffer | null> {
    const existing = await readKey(userId);
    if (existing || !create) return existing;
    const wrappedKey = seal(masterKey, randomBytes(32), userId);
    // Two instances may race here: the first insert wins and both use the stored key. No key is
    // added under another master key than the recorded one, nor while a rotation is re-wrapping.
    await db.execute(sql`
      insert into user_keys (user_id, wrapped_key) select ${userId}, ${wrappedKey}
      where not exists (select 1 from ${masterKeyState}
        where ${masterKeyState.fingerprint} <> ${fingerprint} or ${masterKeyState.nextFingerprint} is not null)
      on conflict do nothing`);
    const stored = await readKey(userId);
    if (!stored) throw new MasterKeyError("no data key can be created while the master key is being rotated");
    return stored;
  }

  /** The user's data key; created on first use when `create` is set, else null when there is none. */
  async function getKey(userId: string, create: boolean): Promise<Buffer | null> {
    const cached = cache.get(userId);
    if (cached) {
      remember(userId, cached);
      return cached;
    }
    const inFlight = pending.get(userId);
    if (inFlight && (await inFlight)) return getKey(userId, create);
    const task = loadOrCreate(userId, create).finally(() => pending.delete(userId));
    pending.set(userId, task);
    const key = await task;
    if (key) remember(userId, key);
    return key;
  }

  /** Drop the cached key (call after deleting the user's key row: crypto-shred). */
  function forget(userId: string) {
    cache.delete(userId);
  }

  async function requireKey(userId: string): Promise<Buffer> {
    const key = await getKey(userId, false);
    if (!key) throw new DecryptionError("no data key for this user");
    return key;
  }

  return { getKey, requireKey, forget };
}
