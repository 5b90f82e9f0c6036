import { useEffect, useSyncExternalStore } from "react";
import { createRoot } from "react-dom/client";
import { type ExternalToast, Toaster, toast } from "sonner";
import { t } from "./i18n/translate";
import { useTheme } from "./theme";

/** Below 768 px: where the signed-in pages have their bottom bar instead of a sidebar or top bar. */
const PHONE = "(width < 48rem)";

function subscribeToWidth(onChange: () => void) {
  const query = window.matchMedia(PHONE);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

const isPhone = () => window.matchMedia(PHONE).matches;

/**
 * On a phone toasts show at the bottom, above the bottom bar when there is one (its height is
 * `--bottom-bar-height`, components/layouts/bottom-nav.tsx), clear of the page's heading and the
 * onboarding's progress dots; wider, at the top right.
 */
const ABOVE_BOTTOM_BAR = { bottom: "calc(var(--bottom-bar-height, 0px) + 0.75rem)" };

function Toasts({ onReady }: { onReady: () => void }) {
  const { theme } = useTheme();
  const phone = useSyncExternalStore(subscribeToWidth, isPhone);
  // Runs after the Toaster's own effects: it is listening once this fires.
  useEffect(onReady, [onReady]);
  return (
    <Toaster
      richColors
      closeButton
      theme={theme}
      position={phone ? "bottom-center" : "top-right"}
      offset={phone ? ABOVE_BOTTOM_BAR : undefined}
      mobileOffset={phone ? ABOVE_BOTTOM_BAR : undefined}
      // Sonner's own words are English: the region (with its default hotkey, Alt+T) and Close.
      customAriaLabel={t("common.notifications", { keys: "alt+T" })}
      toastOptions={{ closeButtonAriaLabel: t("common.closeNotification") }}
    />
  );
}

let mounted: Promise<void> | null = null;

/** The page's one <Toaster>, in a root of its own at the end of <body>, mounted once. */
function mountToaster(): Promise<void> {
  mounted ??= new Promise((resolve) => {
    const host = document.createElement("div");
    document.body.append(host);
    createRoot(host).render(<Toasts onReady={resolve} />);
  });
  return mounted;
}

/** For each id a caller gives, sonner's id of the toast showing it, while it is not leaving. */
const showing = new Map<string | number, string>();
let count = 0;

/**
 * A toast given an `id` replaces the one showing with that id, in place. One whose time is up (or
 * that was closed) is leaving: sonner would merge an update into it and take it away, so the new
 * toast gets an id of its own and shows.
 */
function replacing(options?: ExternalToast): ExternalToast | undefined {
  const key = options?.id;
  if (key === undefined) return options;
  const id = showing.get(key) ?? `${key}-${++count}`;
  showing.set(key, id);
  const leaving = () => {
    if (showing.get(key) === id) showing.delete(key);
  };
  return {
    ...options,
    id,
    onAutoClose: (shown) => {
      leaving();
      options?.onAutoClose?.(shown);
    },
    onDismiss: (shown) => {
      leaving();
      options?.onDismiss?.(shown);
    },
  };
}

export async function showToast(
  kind: "message" | "success" | "error" | "info" | "warning",
  title: string,
  options?: ExternalToast,
) {
  await mountToaster();
  const own = replacing(options);
  if (kind === "message") toast(title, own);
  else toast[kind](title, own);
}

/** Every toast leaves (`toast.dismiss()` of ./toast.ts). */
export function dismissToasts() {
  toast.dismiss();
}
