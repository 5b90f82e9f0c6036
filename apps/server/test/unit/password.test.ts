import { describe, expect, it } from "vitest";
import { hashPassword, verifyPassword } from "../../src/crypto/password";

describe("password hashing", () => {
  it("uses scrypt at N=2^17, r=8, p=1 with a random salt", async () => {
    const [a, b] = await Promise.all([hashPassword("correct horse"), hashPassword("correct horse")]);
    expect(a).toMatch(/^scrypt\$N=131072,r=8,p=1\$[\w-]{22}\$[\w-]{86}$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword({ hash: a, password: "correct horse" })).toBe(true);
    expect(await verifyPassword({ hash: a, password: "correct horsf" })).toBe(false);
  });

  it("refuses malformed hashes and abusive parameters instead of running them", async () => {
    const hash = await hashPassword("pw");
    expect(await verifyPassword({ hash: hash.replace("N=131072", "N=1073741824"), password: "pw" })).toBe(
      false,
    );
    expect(await verifyPassword({ hash: "bcrypt$whatever", password: "pw" })).toBe(false);
    expect(await verifyPassword({ hash: "", password: "" })).toBe(false);
  });
});
