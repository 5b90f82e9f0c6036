import { createDecipheriv, createECDH, hkdfSync, randomBytes } from "node:crypto";
import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { createReminderScheduler } from "../../src/reminders/scheduler";
import { saveReminder } from "../../src/services/reminders/save-reminder";
import type { TestUser } from "./factories";
import { mailsTo } from "./outbox";
import type { TestApp } from "./test-app";

export const BERLIN_0730 = {
  enabled: true,
  time: "07:30",
  days: [1, 2, 3, 4, 5, 6, 7],
  timeZone: "Europe/Berlin",
};

/** Saves the user's reminder as if it were `now` (the route counts from the real time). */
export const remindAt = (t: TestApp, user: Pick<TestUser, "id">, now: Date, settings = BERLIN_0730) =>
  saveReminder({ db: t.ctx.db, userId: user.id, input: settings, now });

/** The reminder e-mails in the user's outbox. */
export const reminderMails = async (t: TestApp, user: Pick<TestUser, "email">) =>
  (await mailsTo(t.dataDir, user.email)).filter((m) => m.subject === "Time to write down your dream");

export const schedulerOf = (t: TestApp) => createReminderScheduler(t.ctx);

/** A browser's push keys (RFC 8291): a P-256 key pair and an auth secret, and the subscription it would send. */
export function browserKeys(endpoint: string) {
  const ecdh = createECDH("prime256v1");
  const publicKey = ecdh.generateKeys();
  const auth = randomBytes(16);
  return {
    subscription: {
      endpoint,
      keys: { p256dh: publicKey.toString("base64url"), auth: auth.toString("base64url") },
    },
    /** Decrypts an aes128gcm body (RFC 8188 record, RFC 8291 keys) as the browser would. */
    decrypt(body: Buffer): string {
      const salt = body.subarray(0, 16);
      const idLength = body.readUInt8(20);
      const serverKey = body.subarray(21, 21 + idLength);
      const record = body.subarray(21 + idLength);
      const secret = ecdh.computeSecret(serverKey);
      const info = Buffer.concat([Buffer.from("WebPush: info\0"), publicKey, serverKey]);
      const ikm = Buffer.from(hkdfSync("sha256", secret, auth, info, 32));
      const key = Buffer.from(
        hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: aes128gcm\0"), 16),
      );
      const nonce = Buffer.from(hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: nonce\0"), 12));
      const decipher = createDecipheriv("aes-128-gcm", key, nonce);
      decipher.setAuthTag(record.subarray(record.length - 16));
      const padded = Buffer.concat([
        decipher.update(record.subarray(0, record.length - 16)),
        decipher.final(),
      ]);
      // The last record ends with the delimiter 0x02, then any padding zeros.
      return padded.subarray(0, padded.lastIndexOf(2)).toString("utf8");
    },
  };
}

export interface PushedRequest {
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/**
 * A local fake push service: records each request; `/gone/…` answers 410 like an expired
 * subscription, and `/down/…` 503 like a push service that is failing for a while.
 */
export async function startFakePushService() {
  const received: PushedRequest[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      received.push({ path: req.url ?? "", headers: req.headers, body: Buffer.concat(chunks) });
      const url = req.url ?? "";
      res.writeHead(url.startsWith("/gone/") ? 410 : url.startsWith("/down/") ? 503 : 201).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
