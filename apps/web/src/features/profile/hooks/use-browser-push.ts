import type { PushSubscriptionInput } from "@somnia/shared/reminders";
import { useEffect, useState } from "react";
import { usePushSubscription } from "@/api/reminders";

/** The VAPID key as `PushManager.subscribe` takes it. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, "+").replace(/_/g, "/");
  const raw = atob(base64 + "=".repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

/** This app's service worker, if the browser runs one (docs/decisions/029-installable-app.md). */
async function registration(): Promise<ServiceWorkerRegistration | undefined> {
  if (!("serviceWorker" in navigator) || !("PushManager" in window) || !("Notification" in window))
    return undefined;
  return navigator.serviceWorker.getRegistration();
}

/**
 * Reminders as notifications in this browser: whether it can have them, whether it has them, and
 * turning them on (the browser asks the person first) or off.
 */
export function useBrowserPush(publicKey: string | undefined) {
  const { subscribe, unsubscribe } = usePushSubscription();
  const [state, setState] = useState<"unsupported" | "off" | "on" | "blocked">("unsupported");

  useEffect(() => {
    let live = true;
    void (async () => {
      const worker = await registration();
      if (!worker) return;
      const current = await worker.pushManager.getSubscription();
      const next = current ? "on" : Notification.permission === "denied" ? "blocked" : "off";
      if (live) setState(next);
    })();
    return () => {
      live = false;
    };
  }, []);

  async function enable() {
    const worker = await registration();
    if (!worker || !publicKey) return;
    if ((await Notification.requestPermission()) !== "granted") {
      setState("blocked");
      return;
    }
    const subscription = await worker.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: keyBytes(publicKey),
    });
    await subscribe.mutateAsync(subscription.toJSON() as PushSubscriptionInput);
    setState("on");
  }

  async function disable() {
    const subscription = await (await registration())?.pushManager.getSubscription();
    if (subscription) {
      await unsubscribe.mutateAsync(subscription.endpoint);
      await subscription.unsubscribe();
    }
    setState("off");
  }

  return { state, enable, disable, busy: subscribe.isPending || unsubscribe.isPending };
}
