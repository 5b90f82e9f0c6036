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

/**
 * Fetches the toaster while the network is there, so a toast shown offline (a save that could not
 * reach the server) still appears. The signed-in shell calls it once the page is idle.
 */
export function preloadToasts(): void {
  void import("./toaster").catch(() => {
    // Offline already: the next toast tries again.
  });
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
