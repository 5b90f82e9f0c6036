import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from "node:crypto";

export interface ScryptCost {
  N: number;
  r: number;
  p: number;
}

/**
 * Password hashing at OWASP's scrypt minimum (docs/decisions/003-better-auth-with-scrypt.md):
 * N=2^17, r=8, p=1. Only a test passes `createContext` a lower cost, never the environment
 * (docs/decisions/014-test-databases-and-costs.md). Self-describing format: `scrypt$N=131072,r=8,p=1$<salt>$<hash>` (base64url), so the
 * cost can be raised later without breaking stored hashes.
 */
export const PRODUCTION_SCRYPT_COST: ScryptCost = Object.freeze({ N: 2 ** 17, r: 8, p: 1 });
const KEY_BYTES = 64;
const SALT_BYTES = 16;
const MAXMEM = 256 * 1024 * 1024;

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(input: { hash: string; password: string }): Promise<boolean>;
}

function derive(password: string, salt: Buffer, cost: ScryptCost): Promise<Buffer> {
  const options: ScryptOptions = { ...cost, maxmem: MAXMEM };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize("NFKC"), salt, KEY_BYTES, options, (err, key) =>
      err ? reject(err) : resolve(key),
    );
  });
}

function parse(hash: string) {
  const match = /^scrypt\$N=(\d+),r=(\d+),p=(\d+)\$([\w-]+)\$([\w-]+)$/.exec(hash);
  if (!match) return null;
  const [N, r, p] = [Number(match[1]), Number(match[2]), Number(match[3])];
  // Refuse parameters that would let a planted hash exhaust memory or CPU.
  if (N < 2 || N > 2 ** 20 || (N & (N - 1)) !== 0 || r < 1 || r > 32 || p < 1 || p > 16) return null;
  return {
    cost: { N, r, p },
    salt: Buffer.from(match[4] as string, "base64url"),
    key: Buffer.from(match[5] as string, "base64url"),
  };
}

/** Hashes new passwords at `cost`; verifies any stored hash at the cost written in it. */
export function createPasswordHasher(cost: ScryptCost = PRODUCTION_SCRYPT_COST): PasswordHasher {
  return {
    async hash(password) {
      const salt = randomBytes(SALT_BYTES);
      const key = await derive(password, salt, cost);
      const { N, r, p } = cost;
      return `scrypt$N=${N},r=${r},p=${p}$${salt.toString("base64url")}$${key.toString("base64url")}`;
    },
    async verify({ hash, password }) {
      const parsed = parse(hash);
      if (!parsed || parsed.key.length !== KEY_BYTES) return false;
      const key = await derive(password, parsed.salt, parsed.cost);
      return timingSafeEqual(key, parsed.key);
    },
  };
}
