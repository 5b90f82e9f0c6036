import { createECDH } from "node:crypto";
import { join } from "node:path";
import type { Env } from "../env";
import { readOrCreateSecretFile } from "../lib/secret-file";

/** The VAPID key pair's file in DATA_DIR when VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are not set. */
export const VAPID_KEYS_FILE = "vapid.json";

export interface VapidKeys {
  /** base64url of the P-256 public point: the browser's `applicationServerKey`. */
  publicKey: string;
  privateKey: string;
}

/**
 * The server's identity to push services (RFC 8292): VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, else
 * DATA_DIR/vapid.json, generated (mode 0600) on first start like the master key. Changing the keys
 * invalidates every browser's subscription: they subscribe again from the Profile.
 */
export function loadVapidKeys(
  env: Pick<Env, "VAPID_PUBLIC_KEY" | "VAPID_PRIVATE_KEY" | "DATA_DIR">,
): VapidKeys {
  if (env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY) {
    return { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY };
  }
  const text = readOrCreateSecretFile(join(env.DATA_DIR, VAPID_KEYS_FILE), () =>
    JSON.stringify(generateVapidKeys()),
  );
  const { publicKey, privateKey } = JSON.parse(text) as VapidKeys;
  return { publicKey, privateKey };
}

/**
 * A new P-256 key pair as web-push writes one (its `generateVAPIDKeys`, without loading the package
 * at start): the uncompressed public point (65 bytes) and the private scalar (32 bytes), base64url.
 */
export function generateVapidKeys(): VapidKeys {
  const curve = createECDH("prime256v1");
  curve.generateKeys();
  const scalar = curve.getPrivateKey(); // may come without its leading zero bytes
  return {
    publicKey: curve.getPublicKey(null, "uncompressed").toString("base64url"),
    privateKey: Buffer.concat([Buffer.alloc(32 - scalar.length), scalar]).toString("base64url"),
  };
}
