import { hkdfSync } from "node:crypto";
import type { Db } from "../db";
import { DecryptionError, open, seal } from "./aead";
import { createDataKeyStore } from "./data-keys";
import { OpenedCache } from "./opened-cache";

export { DecryptionError } from "./aead";

/** One user's keys, looked up once: synchronous sealing and opening, and the search index's key. */
export interface UserCipher {
  userId: string;
  seal(plaintext: string): string;
  /** Throws `DecryptionError` if tampered with or sealed for another user. */
  open(ciphertext: string): string;
  /**
   * `decode(open(ciphertext))`, kept by this process's opened-field cache for what is read again
   * and again (a page of the journal, a dream opened from it); `kind` names the decoding. The value
   * is frozen: it is shared with every later reader. Not for reading a whole journal (the export).
   */
  recall<T>(kind: string, ciphertext: string, decode: (plaintext: string) => T): T;
  /**
   * The key of the user's blind search index (docs/decisions/023-blind-search-index.md): derived
   * from the data key with HKDF, so it is destroyed with it and never stored.
   */
  searchKey: Buffer;
}

export interface Crypto {
  /** Encrypts text under the user's data key (created on first use), user id as associated data. */
  encrypt(userId: string, plaintext: string): Promise<string>;
  /** Decrypts; throws `DecryptionError` if tampered with, for another user, or the key is gone. */
  decrypt(userId: string, ciphertext: string): Promise<string>;
  /**
   * The user's keys for a whole request: one lookup, then no promise per field. With `create`, the
   * data key is made on first use; without it, a user who has none gets a `DecryptionError`.
   */
  forUser(userId: string, options?: { create?: boolean }): Promise<UserCipher>;
  /** Forget the cached key after the key row was deleted. */
  forget(userId: string): void;
}

const SEARCH_KEY_INFO = "somnia blind search index v1";

/** The opened-field cache's default budget: a few thousand dreams' fields in plaintext. */
export const OPENED_CACHE_BYTES = 32 * 1024 * 1024;

function userCipher(userId: string, key: Buffer, opened: OpenedCache): UserCipher {
  const aad = Buffer.from(userId, "utf8");
  return {
    userId,
    seal: (plaintext) => seal(key, Buffer.from(plaintext, "utf8"), userId),
    open: (ciphertext) => open(key, ciphertext, aad).toString("utf8"),
    recall: (kind, ciphertext, decode) =>
      opened.recall(userId, kind, ciphertext, () => decode(open(key, ciphertext, aad).toString("utf8"))),
    searchKey: Buffer.from(hkdfSync("sha256", key, Buffer.alloc(0), SEARCH_KEY_INFO, 32)),
  };
}

export function createCrypto(options: {
  db: Db;
  masterKey: Buffer;
  cacheSize?: number;
  openedCacheBytes?: number;
}): Crypto {
  const keys = createDataKeyStore(options);
  const opened = new OpenedCache(options.openedCacheBytes ?? OPENED_CACHE_BYTES);
  const ciphers = new WeakMap<Buffer, UserCipher>();

  async function forUser(userId: string, { create = false } = {}): Promise<UserCipher> {
    const key = create ? ((await keys.getKey(userId, true)) as Buffer) : await keys.requireKey(userId);
    let cipher = ciphers.get(key);
    if (!cipher) {
      cipher = userCipher(userId, key, opened);
      ciphers.set(key, cipher);
    }
    return cipher;
  }

  return {
    async encrypt(userId, plaintext) {
      return (await forUser(userId, { create: true })).seal(plaintext);
    },
    async decrypt(userId, ciphertext) {
      return (await forUser(userId)).open(ciphertext);
    },
    forUser,
    forget(userId) {
      keys.forget(userId);
      opened.forget(userId);
    },
  };
}

/** The user's keys, or null for a user who has never stored anything (and so has no dreams). */
export async function userCipherOrNull(crypto: Crypto, userId: string): Promise<UserCipher | null> {
  try {
    return await crypto.forUser(userId);
  } catch (error) {
    if (error instanceof DecryptionError) return null;
    throw error;
  }
}
