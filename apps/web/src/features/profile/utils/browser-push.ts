import type { PushSubscriptionInput } from "@somnia/shared/reminders";

/**
 * Where 'Also notify me in this browser' stands (docs/product.md, 'Reminders'): not known yet; not
 * possible in this browser; off; refused by the person when the browser asked; refused by the
 * browser without asking (its settings, a private window); being turned on; on; being turned off;
 * or turning on failed for another reason.
 */
export type PushState =
  | "checking"
  | "unsupported"
  | "off"
  | "denied"
  | "blocked"
  | "subscribing"
  | "on"
  | "unsubscribing"
  | "failed";

/** How long turning on waits for the service worker: on a first visit it is still installing. */
const WORKER_WAIT_MS = 30_000;

/** Whether this browser can show a web page's notifications at all. */
export function pushSupported(): boolean {
  return "serviceWorker" in navigator && "PushManager" in window && "Notification" in window;
}

/** The VAPID key as `PushManager.subscribe` takes it. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, "+").replace(/_/g, "/");
  const raw = atob(base64 + "=".repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

/**
 * This app's service worker once it is active (docs/decisions/029-installable-app.md). A push
 * subscription needs an active worker; on a first visit the registration exists while the worker
 * is still installing, and `subscribe` would fail on it.
 */
function activeWorker(): Promise<ServiceWorkerRegistration> {
  return new Promise((resolve, reject) => {
    const timer = window.setTimeout(
      () => reject(new Error("The service worker is not active")),
      WORKER_WAIT_MS,
    );
    void navigator.serviceWorker.ready.then((registration) => {
      window.clearTimeout(timer);
      resolve(registration);
    });
  });
}

/** This browser's reminder subscription, if it has one. */
async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/** Where this browser stands when the page opens. */
export async function currentPushState(): Promise<PushState> {
  if (!pushSupported()) return "unsupported";
  if (Notification.permission === "denied") return "blocked";
  const subscription = await currentSubscription();
  return subscription && Notification.permission === "granted" ? "on" : "off";
}

/**
 * A subscription the browser refuses though the page may show notifications: the Push API's
 * NotAllowedError, or Chromium's 'Registration failed - permission denied' where push is off for
 * the window (a private one).
 */
function refusedByBrowser(error: unknown): boolean {
  if (Notification.permission === "denied") return true;
  return (
    error instanceof DOMException && (error.name === "NotAllowedError" || /permission/i.test(error.message))
  );
}

/**
 * Turns notifications on, from the person's click: asks for permission at once (the browser asks
 * only while the click is recent), waits for the service worker, subscribes and hands the
 * subscription to `save` (the server). A subscription the server did not take is undone. Never
 * throws: the outcome is the new state, the browser's own error only goes to the console.
 */
export async function turnOnPush(
  publicKey: string,
  save: (subscription: PushSubscriptionInput) => Promise<unknown>,
): Promise<"on" | "denied" | "blocked" | "failed"> {
  const before = Notification.permission;
  const permission = before === "granted" ? before : await Notification.requestPermission();
  // Denied before the click, the browser said no without asking; otherwise the person chose.
  if (permission !== "granted") return before === "denied" ? "blocked" : "denied";
  let subscription: PushSubscription;
  try {
    const registration = await activeWorker();
    subscription = await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: keyBytes(publicKey),
    });
  } catch (error) {
    console.error("Subscribing to notifications failed", error);
    return refusedByBrowser(error) ? "blocked" : "failed";
  }
  try {
    await save(subscription.toJSON() as PushSubscriptionInput);
    return "on";
  } catch (error) {
    console.error("Saving the notification subscription failed", error);
    await subscription.unsubscribe().catch(() => false);
    return "failed";
  }
}

/** Turns notifications off: the server forgets this browser, then the browser's subscription ends. */
export async function turnOffPush(remove: (endpoint: string) => Promise<unknown>): Promise<void> {
  const subscription = await currentSubscription();
  if (!subscription) return;
  await remove(subscription.endpoint);
  await subscription.unsubscribe();
}
