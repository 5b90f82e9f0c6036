import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db";
import { signInFailures } from "../../db/schema";
import type { Metrics } from "../../ops/metrics";

/**
 * The per-account sign-in throttle (docs/decisions/030-edge-hardening.md): password guesses at one
 * account, from any number of addresses, first wait longer and longer, then meet a temporary lock.
 * The lock cannot keep the owner out: a browser that has signed in to the account before carries
 * a known-device cookie and is counted on its own; a password reset or a successful sign-in clears it.
 */
export const SIGN_IN_THROTTLE = {
  /** Failures answered at once; from then on each attempt waits (1 s, 2 s, 4 s …). */
  freeFailures: 5,
  maxDelaySeconds: 60,
  /** Failures that lock the account to unknown devices for `lockMinutes`. */
  lockAfter: 10,
  lockMinutes: 15,
  /** Failures older than this are forgotten. */
  forgetAfterMinutes: 60,
} as const;

export const KNOWN_DEVICE_COOKIE = "somnia.known_device";
/** A year: the device stays known across sessions. */
export const KNOWN_DEVICE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

export type ThrottleVerdict =
  | { allowed: true }
  | { allowed: false; retryAfterSeconds: number; locked: boolean };

export interface SignInThrottle {
  /** Whether a sign-in for `email` may be tried now, from a browser with `deviceCookie`. */
  check(email: string, deviceCookie: string | undefined, now?: Date): Promise<ThrottleVerdict>;
  recordFailure(email: string, deviceCookie: string | undefined, now?: Date): Promise<void>;
  /** Forgets the failures of `email` (from every device): after a sign-in or a password reset. */
  clear(email: string): Promise<void>;
  /** A new known-device cookie value for `email`'s account. */
  deviceCookieFor(email: string): string;
}

function delaySeconds(failures: number): number {
  if (failures < SIGN_IN_THROTTLE.freeFailures) return 0;
  return Math.min(2 ** (failures - SIGN_IN_THROTTLE.freeFailures), SIGN_IN_THROTTLE.maxDelaySeconds);
}

/** `metrics` counts the sign-ins turned away, by verdict (never by account). */
export function createSignInThrottle(
  db: Db,
  secret: string,
  metrics: Pick<Metrics, "signInThrottled">,
): SignInThrottle {
  const hmac = (purpose: string, value: string) =>
    createHmac("sha256", secret).update(`somnia:${purpose}:${value}`).digest("base64url");
  const accountKey = (email: string) => hmac("sign-in-account", email.trim().toLowerCase());

  /** The bucket a failure counts in: the device's own when its cookie was issued for this account. */
  function bucket(email: string, deviceCookie: string | undefined): string {
    const account = accountKey(email);
    const [nonce, tag] = deviceCookie?.split(".") ?? [];
    if (nonce && tag) {
      const expected = Buffer.from(hmac("known-device", `${nonce}:${account}`));
      const given = Buffer.from(tag);
      if (given.length === expected.length && timingSafeEqual(given, expected)) return `${account}:${nonce}`;
    }
    return account;
  }

  async function read(key: string, now: Date) {
    const [row] = await db.select().from(signInFailures).where(eq(signInFailures.key, key));
    if (!row) return undefined;
    const forgetBefore = now.getTime() - SIGN_IN_THROTTLE.forgetAfterMinutes * 60_000;
    const lockOver = !row.lockedUntil || row.lockedUntil.getTime() <= now.getTime();
    // A lock that has run out starts the count again, so does a pause longer than the memory.
    if (lockOver && (row.lockedUntil || row.lastFailureAt.getTime() < forgetBefore)) return undefined;
    return row;
  }

  return {
    async check(email, deviceCookie, now = new Date()) {
      const row = await read(bucket(email, deviceCookie), now);
      if (!row) return { allowed: true };
      if (row.lockedUntil && row.lockedUntil > now) {
        metrics.signInThrottled.inc({ verdict: "locked" });
        const seconds = Math.ceil((row.lockedUntil.getTime() - now.getTime()) / 1000);
        return { allowed: false, retryAfterSeconds: seconds, locked: true };
      }
      const waitUntil = row.lastFailureAt.getTime() + delaySeconds(row.failures) * 1000;
      if (waitUntil <= now.getTime()) return { allowed: true };
      metrics.signInThrottled.inc({ verdict: "wait" });
      return {
        allowed: false,
        retryAfterSeconds: Math.ceil((waitUntil - now.getTime()) / 1000),
        locked: false,
      };
    },

    async recordFailure(email, deviceCookie, now = new Date()) {
      const key = bucket(email, deviceCookie);
      const forgetBefore = new Date(now.getTime() - SIGN_IN_THROTTLE.forgetAfterMinutes * 60_000);
      const lockUntil = new Date(now.getTime() + SIGN_IN_THROTTLE.lockMinutes * 60_000);
      const t = signInFailures;
      // One statement, so failures arriving together are each counted.
      const stale = sql`(${t.lockedUntil} is not null and ${t.lockedUntil} <= ${now}) or (${t.lockedUntil} is null and ${t.lastFailureAt} < ${forgetBefore})`;
      const failures = sql`case when ${stale} then 1 else ${t.failures} + 1 end`;
      await db
        .insert(t)
        .values({ key, failures: 1, lastFailureAt: now, lockedUntil: null })
        .onConflictDoUpdate({
          target: t.key,
          set: {
            failures,
            lastFailureAt: now,
            lockedUntil: sql`case when ${t.lockedUntil} > ${now} then ${t.lockedUntil} when ${failures} >= ${SIGN_IN_THROTTLE.lockAfter} then ${lockUntil}::timestamptz else null end`,
          },
        });
    },

    async clear(email) {
      const account = accountKey(email);
      await db
        .delete(signInFailures)
        .where(
          sql`${signInFailures.key} = ${account} or starts_with(${signInFailures.key}, ${`${account}:`})`,
        );
    },

    deviceCookieFor(email) {
      const nonce = randomBytes(16).toString("base64url");
      return `${nonce}.${hmac("known-device", `${nonce}:${accountKey(email)}`)}`;
    },
  };
}
