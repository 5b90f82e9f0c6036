import { createHash } from "node:crypto";
import type { Auth } from "../auth";
import type { SessionRevocations } from "../events";

/** What better-auth's getSession answers for a valid session: the session and its user. */
export type SessionData = NonNullable<Awaited<ReturnType<Auth["api"]["getSession"]>>>;

export const SESSION_CACHE_TTL_MS = 60_000;
export const SESSION_CACHE_MAX_ENTRIES = 10_000;

interface Entry {
  data: SessionData;
  userId: string;
  expiresAt: number;
}

export interface SessionCacheOptions {
  revocations: SessionRevocations;
  ttlMs?: number;
  maxEntries?: number;
  /** Wall-clock milliseconds, like the session's own `expiresAt`. */
  now?: () => number;
}

/**
 * This instance's sessions, by a hash of their cookie: bounded, least recently used first out,
 * each kept at most `ttlMs` and never past the session's own expiry. It answers only while the
 * revocations bus says this instance has heard every revocation (`isCurrent`), and drops a user's
 * entries on each of theirs (docs/decisions/024-session-cache.md).
 */
export class SessionCache {
  readonly #entries = new Map<string, Entry>();
  /** Loads under way, so a burst of requests with one new cookie asks the database once. */
  readonly #loading = new Map<string, { epoch: number; promise: Promise<SessionData | null> }>();
  /** Moves on every revocation: a load that started before one may have read a revoked session. */
  #epoch = 0;
  readonly #revocations: SessionRevocations;
  readonly #ttlMs: number;
  readonly #maxEntries: number;
  readonly #now: () => number;

  constructor({ revocations, ttlMs, maxEntries, now }: SessionCacheOptions) {
    this.#revocations = revocations;
    this.#ttlMs = ttlMs ?? SESSION_CACHE_TTL_MS;
    this.#maxEntries = maxEntries ?? SESSION_CACHE_MAX_ENTRIES;
    this.#now = now ?? Date.now;
    revocations.onRevoke((userId) => this.#drop(userId));
  }

  get size(): number {
    return this.#entries.size;
  }

  /** The cached session for `key`, else `load()`'s answer (kept when it is a session). */
  async lookup(key: string, load: () => Promise<SessionData | null>): Promise<SessionData | null> {
    if (!this.#revocations.isCurrent()) return load();
    const hit = this.#get(key);
    if (hit) return hit;
    const epoch = this.#epoch;
    const loading = this.#loading.get(key);
    if (loading?.epoch === epoch) return loading.promise;
    const promise = load().then((data) => {
      if (data && epoch === this.#epoch && this.#revocations.isCurrent()) this.#put(key, data);
      return data;
    });
    this.#loading.set(key, { epoch, promise });
    const clear = () => {
      if (this.#loading.get(key)?.promise === promise) this.#loading.delete(key);
    };
    promise.then(clear, clear);
    return promise;
  }

  #get(key: string): SessionData | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    this.#entries.delete(key);
    if (entry.expiresAt <= this.#now()) return undefined;
    this.#entries.set(key, entry);
    return entry.data;
  }

  #put(key: string, data: SessionData): void {
    const expiresAt = Math.min(this.#now() + this.#ttlMs, new Date(data.session.expiresAt).getTime());
    this.#entries.delete(key);
    this.#entries.set(key, { data, userId: data.user.id, expiresAt });
    for (const oldest of this.#entries.keys()) {
      if (this.#entries.size <= this.#maxEntries) break;
      this.#entries.delete(oldest);
    }
  }

  #drop(userId: string | undefined): void {
    this.#epoch += 1;
    if (userId === undefined) this.#entries.clear();
    for (const [key, entry] of this.#entries) if (entry.userId === userId) this.#entries.delete(key);
  }
}

/** The key of a session cookie's value: its hash, so no token is kept in memory as a key. */
export function sessionKey(cookieValue: string): string {
  return createHash("sha256").update(cookieValue).digest("base64url");
}

interface AttachedCache {
  cache: SessionCache;
  cookieName: Promise<string>;
  /** A session older than this is over, however active (SESSION_MAX_AGE_DAYS). */
  maxAgeMs: number;
}

/** Routes hold `auth`; the cache built for it by `cacheSessions` is found through it. */
const attached = new WeakMap<Auth, AttachedCache>();

/** Builds the session cache `findSession` uses for `auth` (context.ts, once per context). */
export function cacheSessions(auth: Auth, revocations: SessionRevocations, maxAgeMs: number): SessionCache {
  const cache = new SessionCache({ revocations });
  const cookieName = auth.$context.then((context) => context.authCookies.sessionToken.name);
  attached.set(auth, { cache, cookieName, maxAgeMs });
  return cache;
}

/**
 * Ends a session past its absolute lifetime (better-auth's own expiry is the idle one, moved on
 * by use): deleted through better-auth, so every instance's cache hears of it (auth.ts).
 */
async function withinMaxAge(auth: Auth, data: SessionData | null, maxAgeMs: number, now = Date.now()) {
  if (!data || new Date(data.session.createdAt).getTime() + maxAgeMs > now) return data;
  await (await auth.$context).internalAdapter.deleteSession(data.session.token);
  return null;
}

/**
 * The request's session: from the cache when one is attached to `auth` and the request carries
 * exactly one session cookie, else from better-auth (one database query; it also extends the
 * session now and then), and never one past its absolute lifetime. An `auth` without a cache
 * always asks better-auth and knows no absolute lifetime: `cacheSessions` is part of building one.
 */
export async function findSession(auth: Auth, headers: Headers): Promise<SessionData | null> {
  const load = () => auth.api.getSession({ headers });
  const found = attached.get(auth);
  if (!found) return load();
  const value = onlyCookie(headers.get("cookie"), await found.cookieName);
  const data = await (value ? found.cache.lookup(sessionKey(value), load) : load());
  return withinMaxAge(auth, data, found.maxAgeMs);
}

/**
 * The raw value of the one cookie called `name`. With two (a cookie planted by a sibling site
 * beside the real one), better-auth might check one and the cache key the other: no value then.
 */
function onlyCookie(header: string | null, name: string): string | undefined {
  const count = header?.split(`${name}=`).length ?? 0;
  if (!header || count !== 2) return undefined;
  for (const pair of header.split(";")) {
    const trimmed = pair.trim();
    if (trimmed.startsWith(`${name}=`)) return trimmed.slice(name.length + 1) || undefined;
  }
  return undefined;
}
