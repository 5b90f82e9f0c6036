import type { VapidKeys } from "./vapid";

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** What a push service said: delivered, or the subscription is gone for good (forget it). */
export type PushOutcome = "sent" | "gone";

export interface PushSender {
  /** The browser's `applicationServerKey`. */
  publicKey: string;
  send(target: PushTarget, payload: string): Promise<PushOutcome>;
}

const PUSH_TIMEOUT_MS = 10_000;
/** How long a push service keeps an undelivered reminder: past the morning it is no use. */
const TTL_SECONDS = 4 * 60 * 60;

/**
 * Web push (RFC 8030): web-push encrypts the payload for the browser (RFC 8291, aes128gcm) and
 * signs the request with VAPID (RFC 8292); it is sent with fetch, which also reaches a test's
 * plain-http fake push service (production refuses those: `push-endpoint.ts`).
 */
export function createPushSender(keys: VapidKeys, subject: string): PushSender {
  const vapidDetails = { subject, ...keys };
  // web-push (about 10 MB in memory) is loaded by the first reminder pushed, not at start.
  let webpush: Promise<typeof import("web-push")> | undefined;
  return {
    publicKey: keys.publicKey,
    async send(target, payload) {
      const subscription = { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } };
      webpush ??= import("web-push").then((module) => module.default);
      const request = (await webpush).generateRequestDetails(subscription, payload, {
        vapidDetails,
        TTL: TTL_SECONDS,
        contentEncoding: "aes128gcm",
      });
      const response = await fetch(request.endpoint, {
        method: request.method,
        headers: request.headers,
        body: new Uint8Array(request.body),
        redirect: "error",
        signal: AbortSignal.timeout(PUSH_TIMEOUT_MS),
      });
      await response.body?.cancel();
      // 404 and 410: the browser unsubscribed or the subscription expired.
      if (response.status === 404 || response.status === 410) return "gone";
      if (!response.ok) throw new Error(`the push service answered ${response.status}`);
      return "sent";
    },
  };
}
