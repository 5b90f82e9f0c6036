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

export function open(key: Buffer, token: string, aad: string): Buffer {
  const [version, nonceText, bodyText, ...rest] = token.split(".");
  if (version !== VERSION || !nonceText || !bodyText || rest.length > 0) {
    throw new DecryptionError("unknown ciphertext format");
  }
  const nonce = Buffer.from(nonceText, "base64url");
  const body = Buffer.from(bodyText, "base64url");
  if (nonce.length !== NONCE_BYTES || body.length < TAG_BYTES)
    throw new DecryptionError("truncated ciphertext");
  try {
    const decipher = createDecipheriv("aes-256-gcm", key, nonce, { authTagLength: TAG_BYTES });
    decipher.setAAD(Buffer.from(aad, "utf8"));
    decipher.setAuthTag(body.subarray(body.length - TAG_BYTES));
    return Buffer.concat([decipher.update(body.subarray(0, body.length - TAG_BYTES)), decipher.final()]);
  } catch {
    throw new DecryptionError("ciphertext failed authentication");
  }
}
