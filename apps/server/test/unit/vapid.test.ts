import { createPublicKey, createVerify } from "node:crypto";
import { describe, expect, it } from "vitest";
import webpush from "web-push";
import { generateVapidKeys } from "../../src/reminders/vapid";

describe("VAPID keys made on first start", () => {
  it("are a P-256 pair in web-push's form: a 65-byte public point and a 32-byte private scalar", () => {
    for (let i = 0; i < 50; i++) {
      const { publicKey, privateKey } = generateVapidKeys();
      expect(Buffer.from(publicKey, "base64url")).toHaveLength(65);
      expect(Buffer.from(privateKey, "base64url")).toHaveLength(32);
      expect(publicKey).not.toMatch(/[=+/]/);
    }
  });

  it("sign what web-push sends, and the signature checks against the public key", () => {
    const keys = generateVapidKeys();
    const { headers } = webpush.generateRequestDetails(
      {
        endpoint: "https://fcm.googleapis.com/fcm/send/abc",
        keys: { p256dh: generateVapidKeys().publicKey, auth: Buffer.alloc(16, 7).toString("base64url") },
      },
      "reminder",
      { vapidDetails: { subject: "mailto:support@somnia.app", ...keys }, contentEncoding: "aes128gcm" },
    );
    const [, token, k] = String(headers.Authorization).match(/^vapid t=([\w.-]+), k=([\w-]+)$/) ?? [];
    expect(k).toBe(keys.publicKey);
    const [header, claims, signature] = String(token).split(".");
    const point = Buffer.from(keys.publicKey, "base64url");
    const jwk = {
      kty: "EC",
      crv: "P-256",
      x: point.subarray(1, 33).toString("base64url"),
      y: point.subarray(33).toString("base64url"),
    };
    const verify = createVerify("SHA256").update(`${header}.${claims}`);
    const ok = verify.verify(
      { key: createPublicKey({ key: jwk, format: "jwk" }), dsaEncoding: "ieee-p1363" },
      Buffer.from(String(signature), "base64url"),
    );
    expect(ok).toBe(true);
  });
});
