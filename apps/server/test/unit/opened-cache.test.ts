import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { createCrypto, DecryptionError } from "../../src/crypto";
import { OpenedCache } from "../../src/crypto/opened-cache";
import { user } from "../../src/db/schema";
import { createTestDatabase } from "../helpers/test-database";

describe("OpenedCache", () => {
  it("opens a token once per user and kind, and keeps what it decoded frozen", () => {
    const cache = new OpenedCache(1024 * 1024);
    let opened = 0;
    const open = () => {
      opened += 1;
      return { tags: ["sea"] };
    };
    const first = cache.recall("ann", "tags", "v1.a.b", open);
    expect(cache.recall("ann", "tags", "v1.a.b", open)).toBe(first);
    expect(opened).toBe(1);
    expect(Object.isFrozen(first) && Object.isFrozen(first.tags)).toBe(true);
    cache.recall("ben", "tags", "v1.a.b", open);
    cache.recall("ann", "title", "v1.a.b", open);
    expect(opened).toBe(3);
  });

  it("keeps nothing when opening throws", () => {
    const cache = new OpenedCache(1024 * 1024);
    const fail = () => {
      throw new DecryptionError("ciphertext failed authentication");
    };
    expect(() => cache.recall("ann", "title", "v1.a.b", fail)).toThrow(DecryptionError);
    expect(cache.bytes).toBe(0);
    expect(cache.recall("ann", "title", "v1.a.b", () => "opened")).toBe("opened");
  });

  it("stays within its budget, least recently used out first, and forgets a user", () => {
    const token = (n: number) => `v1.${String(n).padStart(16, "0")}.${"x".repeat(200)}`;
    const cache = new OpenedCache(10_000);
    for (let n = 0; n < 100; n++)
      cache.recall(n % 2 ? "ann" : "ben", "content", token(n), () => `dream ${n}`);
    expect(cache.bytes).toBeGreaterThan(0);
    expect(cache.bytes).toBeLessThanOrEqual(10_000);
    // The newest are kept; the oldest were dropped.
    expect(cache.recall("ann", "content", token(99), () => "opened again")).toBe("dream 99");
    expect(cache.recall("ben", "content", token(0), () => "opened again")).toBe("opened again");
    cache.forget("ann");
    expect(cache.recall("ann", "content", token(97), () => "opened again")).toBe("opened again");
    expect(cache.recall("ben", "content", token(98), () => "opened again")).toBe("dream 98");
  });
});

describe("UserCipher.recall", () => {
  it("never answers one user's ciphertext for another, and forgets a shredded user", async () => {
    const { database } = await createTestDatabase();
    try {
      await database.db
        .insert(user)
        .values(["ann", "ben"].map((id) => ({ id, name: id, email: `${id}@example.com` })));
      const crypto = createCrypto({ db: database.db, masterKey: randomBytes(32) });
      const ann = await crypto.forUser("ann", { create: true });
      const ben = await crypto.forUser("ben", { create: true });
      const token = ann.seal("ann's dream");
      let decoded = 0;
      const decode = (text: string) => {
        decoded += 1;
        return text;
      };
      expect(ann.recall("content", token, decode)).toBe("ann's dream");
      expect(ann.recall("content", token, decode)).toBe("ann's dream");
      expect(decoded).toBe(1);
      // A row copied into another user's journal still fails authentication there.
      expect(() => ben.recall("content", token, decode)).toThrow(DecryptionError);
      // Account deletion forgets the key and everything opened with it.
      crypto.forget("ann");
      expect((await crypto.forUser("ann")).recall("content", token, decode)).toBe("ann's dream");
      expect(decoded).toBe(2);
    } finally {
      await database.close();
    }
  });
});
