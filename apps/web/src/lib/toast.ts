import type { ExternalToast } from "sonner";

type Kind = "message" | "success" | "error" | "info" | "warning";

/** Whether this page has asked for a toast: until then there is none to dismiss. */
let shown = false;

/**
 * Toasts, loaded on first use: sonner and its <Toaster> (./toaster.tsx) are fetched by the first
 * toast a page shows, so no page pays for them in its first load. Same calls as sonner's `toast`.
 */
function show(kind: Kind, title: string, options?: ExternalToast) {
  shown = true;
  void import("./toaster").then(({ showToast }) => showToast(kind, title, options));
}

/** Takes every toast off the screen (a page that moves on: the onboarding's next step). */
function dismiss() {
  if (shown) void import("./toaster").then(({ dismissToasts }) => dismissToasts());
}

const FIRST_USE = ["pointerdown", "keydown", "focusin"] as const;

/**
 * Fetches the toaster when the person first does something on the page (a press, a key, a field
 * taking the focus), while the network is there, so that a toast shown offline later (a save that
 * could not reach the server) still appears; a page only looked at never fetches it. The
 * signed-in shell calls it; it returns the function that stops waiting.
 */
export function preloadToastsOnFirstUse(): () => void {
  const stop = () => {
    for (const type of FIRST_USE) window.removeEventListener(type, preload, true);
  };
  const preload = () => {
    stop();
    void import("./toaster").catch(() => {
      // Offline already: the next toast tries again.
    });
  };
  for (const type of FIRST_USE) window.addEventListener(type, preload, { capture: true, passive: true });
  return stop;
}

export const toast = Object.assign(
  (title: string, options?: ExternalToast) => show("message", title, options),
  {
    success: (title: string, options?: ExternalToast) => show("success", title, options),
    error: (title: string, options?: ExternalToast) => show("error", title, options),
    info: (title: string, options?: ExternalToast) => show("info", title, options),
    warning: (title: string, options?: ExternalToast) => show("warning", title, options),
    dismiss,
  },
);
