import { WifiOff } from "lucide-react";
import { t } from "@/lib/i18n/translate";
import { useOnline } from "@/lib/use-online";

/**
 * A quiet bar across the top of the page's column while the network is gone; it leaves when it is
 * back. `className` places it (its `top`) under the layout's own fixed bars (the tablet's top bar);
 * it is part of the first load, which leaves tailwind-merge to the pages.
 */
export function OfflineBanner({ className }: { className: string }) {
  const online = useOnline();
  return (
    <div role="status" aria-live="polite" className={`sticky z-20 ${className}`}>
      {online ? null : (
        <p className="flex items-center justify-center gap-2 bg-foreground px-4 py-2 text-center text-sm font-semibold text-background">
          <WifiOff aria-hidden="true" className="size-4 shrink-0" />
          {t("common.offline")}
        </p>
      )}
    </div>
  );
}
