import { hkdfSync } from "node:crypto";
import type { Db } from "../db";
import { DecryptionError, open, seal } from "./aead";
import { createDataKeyStore } from "./data-keys";

export { DecryptionError } from "./aead";

/** One user's keys, looked up once: synchronous sealing and opening, and the search index's key. */
export interface UserCipher {
  userId: string;
  seal(plaintext: string): string;
  /** Throws `DecryptionError` if tampered with or sealed for another user. */
  open(ciphertext: string): string;
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

function userCipher(userId: string, key: Buffer): UserCipher {
  return {
    userId,
    seal: (plaintext) => seal(key, Buffer.from(plaintext, "utf8"), userId),
    open: (ciphertext) => open(key, ciphertext, userId).toString("utf8"),
    searchKey: Buffer.from(hkdfSync("sha256", key, Buffer.alloc(0), SEARCH_KEY_INFO, 32)),
  };
}

export function createCrypto(options: { db: Db; masterKey: Buffer; cacheSize?: number }): Crypto {
  const keys = createDataKeyStore(options);
  const ciphers = new WeakMap<Buffer, UserCipher>();

  async function forUser(userId: string, { create = false } = {}): Promise<UserCipher> {
    const key = create ? ((await keys.getKey(userId, true)) as Buffer) : await keys.requireKey(userId);
    let cipher = ciphers.get(key);
    if (!cipher) {
      cipher = userCipher(userId, key);
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
    forget: keys.forget,
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
