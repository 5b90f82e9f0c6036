import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCrypto, DecryptionError } from "../../src/crypto";
import type { Database } from "../../src/db";
import { user, userKeys } from "../../src/db/schema";
import { createTestDatabase } from "../helpers/test-database";

let database: Database;
const masterKey = randomBytes(32);

beforeAll(async () => {
  ({ database } = await createTestDatabase());
  await database.db
    .insert(user)
    .values(["ann", "ben", "cat", "dan"].map((id) => ({ id, name: id, email: `${id}@example.com` })));
});
afterAll(() => database.close());

describe("per-user encryption", () => {
  it("round-trips text and never repeats a ciphertext", async () => {
    const crypto = createCrypto({ db: database.db, masterKey });
    const a = await crypto.encrypt("ann", "I was flying over the sea 🌊");
    const b = await crypto.encrypt("ann", "I was flying over the sea 🌊");
    expect(a).toMatch(/^v1\.[\w-]{16}\.[\w-]+$/);
    expect(a).not.toBe(b);
    expect(await crypto.decrypt("ann", a)).toBe("I was flying over the sea 🌊");
  });

  it("refuses a tampered ciphertext", async () => {
    const crypto = createCrypto({ db: database.db, masterKey });
    const token = await crypto.encrypt("ann", "secret dream");
    const [v, nonce, body] = token.split(".") as [string, string, string];
    const flipped = Buffer.from(body, "base64url");
    flipped[0] = (flipped[0] as number) ^ 1;
    await expect(crypto.decrypt("ann", `${v}.${nonce}.${flipped.toString("base64url")}`)).rejects.toThrow(
      DecryptionError,
    );
    await expect(crypto.decrypt("ann", "v2.abc.def")).rejects.toThrow(DecryptionError);
  });

  it("refuses a token of any other shape", async () => {
    const crypto = createCrypto({ db: database.db, masterKey });
    const token = await crypto.encrypt("ann", "secret dream");
    const [, nonce, body] = token.split(".") as [string, string, string];
    const shapes = [
      "",
      "v1",
      `v1.${nonce}`,
      `v1.${nonce}.`,
      `v1..${body}`,
      `v1.${nonce}.${body}.extra`,
      `v1.${nonce.slice(2)}.${body}`,
      `v1.${nonce}.${body.slice(0, 10)}`,
      `v2.${nonce}.${body}`,
      `xv1.${nonce}.${body}`,
    ];
    for (const token of shapes) {
      await expect(crypto.decrypt("ann", token), token).rejects.toThrow(DecryptionError);
    }
  });

  it("refuses to decrypt under another user's id", async () => {
    const crypto = createCrypto({ db: database.db, masterKey });
    const token = await crypto.encrypt("ann", "ann's dream");
    await crypto.encrypt("ben", "ben's dream");
    await expect(crypto.decrypt("ben", token)).rejects.toThrow(DecryptionError);
  });

  it("stores the data key wrapped, and another master key cannot unwrap it", async () => {
    const crypto = createCrypto({ db: database.db, masterKey });
    const token = await crypto.encrypt("cat", "cat's dream");
    const [row] = await database.db.select().from(userKeys).where(eq(userKeys.userId, "cat"));
    expect(row?.wrappedKey).toMatch(/^v1\./);
    const stranger = createCrypto({ db: database.db, masterKey: randomBytes(32) });
    await expect(stranger.decrypt("cat", token)).rejects.toThrow(DecryptionError);
  });

  it("creates exactly one key when first use happens concurrently (two instances)", async () => {
    const one = createCrypto({ db: database.db, masterKey });
    const two = createCrypto({ db: database.db, masterKey });
    const tokens = await Promise.all(
      Array.from({ length: 6 }, (_, i) => (i % 2 ? one : two).encrypt("dan", `dream ${i}`)),
    );
    const rows = await database.db.select().from(userKeys).where(eq(userKeys.userId, "dan"));
    expect(rows).toHaveLength(1);
    const fresh = createCrypto({ db: database.db, masterKey });
    expect(await Promise.all(tokens.map((t) => fresh.decrypt("dan", t)))).toEqual(
      Array.from({ length: 6 }, (_, i) => `dream ${i}`),
    );
  });

  it("crypto-shreds: without the key row nothing decrypts, and no new key is made on read", async () => {
    const crypto = createCrypto({ db: database.db, masterKey });
    const token = await crypto.encrypt("ben", "soon unreadable");
    await database.db.delete(userKeys).where(eq(userKeys.userId, "ben"));
    crypto.forget("ben");
    await expect(crypto.decrypt("ben", token)).rejects.toThrow(DecryptionError);
    expect(await database.db.select().from(userKeys).where(eq(userKeys.userId, "ben"))).toHaveLength(0);
  });
});
