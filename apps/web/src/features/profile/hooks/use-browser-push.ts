import { useEffect, useState } from "react";
import { usePushSubscription } from "@/api/reminders";
import { t } from "@/lib/i18n/translate";
import { toast } from "@/lib/toast";
import { currentPushState, type PushState, turnOffPush, turnOnPush } from "../utils/browser-push";

/**
 * Whether a state read afresh replaces `current`: not while turning on or off, and a person who
 * has just said no is not told the browser blocks it (the browser reports the refusal as well).
 */
const replaces = (current: PushState, next: PushState) =>
  current !== "subscribing" && current !== "unsubscribing" && !(current === "denied" && next === "blocked");

/**
 * Reminders as notifications in this browser: where it stands (../utils/browser-push.ts), and
 * turning them on (the browser asks the person first) or off. A permission changed in the
 * browser's settings meanwhile is taken into account at once where the browser tells the page.
 */
export function useBrowserPush(publicKey: string) {
  const { subscribe, unsubscribe } = usePushSubscription();
  const [state, setState] = useState<PushState>("checking");

  useEffect(() => {
    let live = true;
    let status: PermissionStatus | undefined;
    const check = () =>
      void currentPushState().then((next) => {
        if (live) setState((current) => (replaces(current, next) ? next : current));
      });
    check();
    void navigator.permissions
      ?.query({ name: "notifications" })
      .then((found) => {
        status = found;
        if (live) found.addEventListener("change", check);
      })
      .catch(() => {
        // The browser does not say when the permission changes: the state is read on each visit.
      });
    return () => {
      live = false;
      status?.removeEventListener("change", check);
    };
  }, []);

  function enable() {
    setState("subscribing");
    // Called within the click: the browser's permission question comes at once.
    void turnOnPush(publicKey, (subscription) => subscribe.mutateAsync(subscription)).then(setState);
  }

  function disable() {
    setState("unsubscribing");
    turnOffPush((endpoint) => unsubscribe.mutateAsync(endpoint)).then(
      () => setState("off"),
      (error: unknown) => {
        console.error("Turning off notifications failed", error);
        toast.error(t("profile.reminder.pushOffFailed"));
        setState("on");
      },
    );
  }

  return { state, enable, disable };
}
