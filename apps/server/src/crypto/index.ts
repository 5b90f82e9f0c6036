import type { Db } from "../db";
import { open, seal } from "./aead";
import { createDataKeyStore } from "./data-keys";

export { DecryptionError } from "./aead";

export interface Crypto {
  /** Encrypts text under the user's data key (created on first use), user id as associated data. */
  encrypt(userId: string, plaintext: string): Promise<string>;
  /** Decrypts; throws `DecryptionError` if tampered with, for another user, or the key is gone. */
  decrypt(userId: string, ciphertext: string): Promise<string>;
  /** Forget the cached key after the key row was deleted. */
  forget(userId: string): void;
}

export function createCrypto(options: { db: Db; masterKey: Buffer; cacheSize?: number }): Crypto {
  const keys = createDataKeyStore(options);
  return {
    async encrypt(userId, plaintext) {
      const key = (await keys.getKey(userId, true)) as Buffer;
      return seal(key, Buffer.from(plaintext, "utf8"), userId);
    },
    async decrypt(userId, ciphertext) {
      const key = await keys.requireKey(userId);
      return open(key, ciphertext, userId).toString("utf8");
    },
    forget: keys.forget,
  };
}
