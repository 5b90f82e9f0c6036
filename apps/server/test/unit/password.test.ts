import { describe, expect, it } from "vitest";
import { createPasswordHasher, PRODUCTION_SCRYPT_COST } from "../../src/crypto/password";
import { TEST_SCRYPT_COST } from "../helpers/test-app";

describe("password hashing", () => {
  it("uses scrypt at N=2^17, r=8, p=1 (or stronger) with a random salt by default", async () => {
    const { N, r, p } = PRODUCTION_SCRYPT_COST;
    expect(N).toBeGreaterThanOrEqual(2 ** 17);
    expect(r).toBeGreaterThanOrEqual(8);
    expect(p).toBeGreaterThanOrEqual(1);
    const hasher = createPasswordHasher();
    const [a, b] = await Promise.all([hasher.hash("correct horse"), hasher.hash("correct horse")]);
    expect(a).toMatch(/^scrypt\$N=131072,r=8,p=1\$[\w-]{22}\$[\w-]{86}$/);
    expect(a).not.toBe(b);
    expect(await hasher.verify({ hash: a, password: "correct horse" })).toBe(true);
    expect(await hasher.verify({ hash: a, password: "correct horsf" })).toBe(false);
  });

  it("verifies a hash at the cost written in it, whatever cost it hashes at", async () => {
    const cheap = createPasswordHasher(TEST_SCRYPT_COST);
    const hash = await cheap.hash("pw");
    expect(hash).toMatch(/^scrypt\$N=16,r=1,p=1\$/);
    expect(await createPasswordHasher().verify({ hash, password: "pw" })).toBe(true);
    expect(await createPasswordHasher().verify({ hash, password: "pv" })).toBe(false);
  });

  it("refuses malformed hashes and abusive parameters instead of running them", async () => {
    const { hash, verify } = createPasswordHasher(TEST_SCRYPT_COST);
    const planted = (await hash("pw")).replace("N=16", "N=1073741824");
    expect(await verify({ hash: planted, password: "pw" })).toBe(false);
    expect(await verify({ hash: "bcrypt$whatever", password: "pw" })).toBe(false);
    expect(await verify({ hash: "", password: "" })).toBe(false);
  });
});
