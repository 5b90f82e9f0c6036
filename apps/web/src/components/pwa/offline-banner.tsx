import { WifiOff } from "lucide-react";
import { t } from "@/lib/i18n/translate";
import { useOnline } from "@/lib/use-online";

/** A quiet bar across the top of every page while the network is gone; it leaves when it is back. */
export function OfflineBanner() {
  const online = useOnline();
  return (
    <div role="status" aria-live="polite" className="sticky top-0 z-50">
      {online ? null : (
        <p className="flex items-center justify-center gap-2 bg-foreground px-4 py-2 text-center text-sm font-semibold text-background">
          <WifiOff aria-hidden="true" className="size-4 shrink-0" />
          {t("common.offline")}
        </p>
      )}
    </div>
  );
}
