import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";

/** Compact, versioned AES-256-GCM format: `v1.<nonce>.<ciphertext+tag>`, both base64url. */
const VERSION = "v1";
const NONCE_BYTES = 12;
const TAG_BYTES = 16;

export class DecryptionError extends Error {
  override name = "DecryptionError";
}

export function seal(key: Buffer, plaintext: Buffer, aad: string): string {
  const nonce = randomBytes(NONCE_BYTES);
  const cipher = createCipheriv("aes-256-gcm", key, nonce, { authTagLength: TAG_BYTES });
  cipher.setAAD(Buffer.from(aad, "utf8"));
  const body = Buffer.concat([cipher.update(plaintext), cipher.final(), cipher.getAuthTag()]);
  return `${VERSION}.${nonce.toString("base64url")}.${body.toString("base64url")}`;
}

/**
 * Opens a `seal`ed token. `aad` as bytes, so a caller opening many tokens for one user encodes it
 * once. GCM's `final()` only checks the tag: the plaintext is all in `update()`'s answer.
 */
export function open(key: Buffer, token: string, aad: string | Buffer): Buffer {
  const nonceStart = VERSION.length + 1;
  const bodyStart = token.indexOf(".", nonceStart) + 1;
  if (!token.startsWith(`${VERSION}.`) || bodyStart === 0 || token.includes(".", bodyStart)) {
    throw new DecryptionError("unknown ciphertext format");
  }
  const nonce = Buffer.from(token.slice(nonceStart, bodyStart - 1), "base64url");
  const body = Buffer.from(token.slice(bodyStart), "base64url");
  if (nonce.length !== NONCE_BYTES || body.length < TAG_BYTES)
    throw new DecryptionError("truncated ciphertext");
  try {
    const decipher = createDecipheriv("aes-256-gcm", key, nonce, { authTagLength: TAG_BYTES });
    decipher.setAAD(typeof aad === "string" ? Buffer.from(aad, "utf8") : aad);
    decipher.setAuthTag(body.subarray(body.length - TAG_BYTES));
    const plaintext = decipher.update(body.subarray(0, body.length - TAG_BYTES));
    decipher.final();
    return plaintext;
  } catch {
    throw new DecryptionError("ciphertext failed authentication");
  }
}
