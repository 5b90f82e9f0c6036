import { describe, expect, it, vi } from "vitest";
import type { RevocationListener, SessionRevocations } from "../../src/events";
import { SessionCache, type SessionData, sessionKey } from "../../src/lib/session-cache";

/** Revocations under the test's control: whether the cache may answer, and what it hears. */
function fakeRevocations() {
  const listeners = new Set<RevocationListener>();
  const revocations = {
    current: true,
    async revoke(userId: string) {
      for (const listener of listeners) listener(userId);
    },
    onRevoke(listener: RevocationListener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    isCurrent: () => revocations.current,
    ready: () => Promise.resolve(),
    dropEverything() {
      for (const listener of listeners) listener(undefined);
    },
  };
  return revocations satisfies SessionRevocations;
}

const HOUR = 3_600_000;

function sessionOf(userId: string, expiresAt = new Date(Date.now() + HOUR)): SessionData {
  return {
    session: { id: `s-${userId}`, token: `t-${userId}`, userId, expiresAt },
    user: { id: userId, name: userId, email: `${userId}@example.com` },
  } as unknown as SessionData;
}

function setup(options: { ttlMs?: number; maxEntries?: number } = {}) {
  const revocations = fakeRevocations();
  let now = 1_000_000;
  const cache = new SessionCache({ revocations, now: () => now, ...options });
  const loads: string[] = [];
  const lookup = (key: string, userId = key) =>
    cache.lookup(key, async () => {
      loads.push(key);
      return sessionOf(userId, new Date(now + HOUR));
    });
  return { cache, revocations, loads, lookup, tick: (ms: number) => (now += ms) };
}

describe("the session cache", () => {
  it("asks better-auth once for repeated requests with one cookie", async () => {
    const { lookup, loads } = setup();
    for (let i = 0; i < 3; i++) expect((await lookup("a"))?.user.id).toBe("a");
    await lookup("b");
    expect(loads).toEqual(["a", "b"]);
  });

  it("never answers, nor keeps, while revocations may have been missed", async () => {
    const { lookup, loads, revocations, cache } = setup();
    await lookup("a");
    revocations.current = false;
    await lookup("a");
    await lookup("b");
    expect(loads).toEqual(["a", "a", "b"]);
    expect(cache.size).toBe(1);
    revocations.dropEverything();
    expect(cache.size).toBe(0);
  });

  it("drops every session of a revoked user, and only theirs", async () => {
    const { lookup, loads, revocations } = setup();
    await lookup("phone", "ada");
    await lookup("laptop", "ada");
    await lookup("other", "bo");
    await revocations.revoke("ada");
    await lookup("phone", "ada");
    await lookup("laptop", "ada");
    await lookup("other", "bo");
    expect(loads).toEqual(["phone", "laptop", "other", "phone", "laptop"]);
  });

  it("does not keep a session read before a revocation that arrived while it was loading", async () => {
    const { cache, revocations } = setup();
    const pending: Array<(data: SessionData) => void> = [];
    const load = vi.fn(() => new Promise<SessionData>((resolve) => pending.push(resolve)));
    const first = cache.lookup("a", load);
    // A request during the revocation must not share the load that began before it.
    await revocations.revoke("ada");
    const second = cache.lookup("a", load);
    expect(load).toHaveBeenCalledTimes(2);
    pending[0]?.(sessionOf("ada"));
    await first;
    expect(cache.size).toBe(0);
    pending[1]?.(sessionOf("ada"));
    await second;
    expect(cache.size).toBe(1);
    const third = vi.fn(async () => sessionOf("ada"));
    await cache.lookup("a", third);
    expect(third).not.toHaveBeenCalled();
  });

  it("shares one load between concurrent requests with one cookie", async () => {
    const { cache } = setup();
    const load = vi.fn(async () => sessionOf("ada"));
    await Promise.all([cache.lookup("a", load), cache.lookup("a", load), cache.lookup("a", load)]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("keeps a session no longer than its time to live, nor past the session's own expiry", async () => {
    const { cache, lookup, loads, tick } = setup({ ttlMs: 60_000 });
    await lookup("a");
    tick(59_999);
    await lookup("a");
    tick(1);
    await lookup("a");
    expect(loads).toEqual(["a", "a"]);

    const soon = vi.fn(async () => sessionOf("bo", new Date(1_000_000 + 60_000 + 5_000)));
    await cache.lookup("b", soon);
    tick(5_000);
    await cache.lookup("b", soon);
    expect(soon).toHaveBeenCalledTimes(2);
  });

  it("is bounded, the least recently used going first", async () => {
    const { lookup, loads } = setup({ maxEntries: 2 });
    await lookup("a");
    await lookup("b");
    await lookup("a");
    await lookup("c");
    await lookup("a");
    await lookup("b");
    expect(loads).toEqual(["a", "b", "c", "b"]);
  });

  it("never caches a cookie that names no session", async () => {
    const { cache } = setup();
    const load = vi.fn(async () => null);
    expect(await cache.lookup("a", load)).toBeNull();
    expect(await cache.lookup("a", load)).toBeNull();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("keys by a hash, never by the token itself", () => {
    const key = sessionKey("token.signature");
    expect(key).not.toContain("token");
    expect(key).toBe(sessionKey("token.signature"));
    expect(key).not.toBe(sessionKey("token.signaturf"));
  });
});
