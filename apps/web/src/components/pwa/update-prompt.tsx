import { useRegisterSW } from "virtual:pwa-register/react";
import { Button } from "@/components/ui/button";
import { t } from "@/lib/i18n/translate";

/** How often an open app asks the server for a newer service worker (sw/sw.ts). */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

/**
 * Registers the service worker (sw/sw.ts) once the page has loaded and, when a new version of the
 * app is installed and waiting, offers 'A new version of Somnia is available' with 'Reload'.
 * Nothing else interrupts: the waiting version takes over only when the user chooses it, or once
 * every Somnia tab is closed.
 */
export function UpdatePrompt() {
  const {
    needRefresh: [needRefresh],
    updateServiceWorker,
  } = useRegisterSW({
    onRegisteredSW(_url, registration) {
      if (registration) setInterval(() => void registration.update(), UPDATE_CHECK_MS);
    },
  });
  return (
    <div role="status" aria-live="polite">
      {needRefresh ? (
        <div className="fixed right-4 bottom-20 left-4 z-50 flex items-center justify-between gap-4 rounded-xl border border-border bg-card px-4 py-3 text-sm text-card-foreground shadow-lg sm:left-auto md:bottom-4">
          <p>{t("common.updateAvailable")}</p>
          <Button size="sm" onClick={() => void updateServiceWorker(true)}>
            {t("common.reload")}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
