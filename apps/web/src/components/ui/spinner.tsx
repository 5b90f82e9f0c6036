import { Loader2 } from "lucide-react";
import { t } from "@/lib/i18n/translate";

/**
 * A spinning indicator; give it a label when it stands for a whole page or section. `className` is
 * its size (size-8 by default), written out without `cn`: this is part of the first load, which
 * leaves tailwind-merge to the pages.
 */
export function Spinner({ className = "size-8", label }: { className?: string; label?: string }) {
  const icon = <Loader2 aria-hidden="true" className={`animate-spin text-brand ${className}`} />;
  if (!label) return icon;
  return (
    <span role="status" aria-label={label} className="inline-flex">
      {icon}
    </span>
  );
}

/** Centred full-screen loading state. */
export function PageSpinner() {
  return (
    <div className="flex min-h-[60vh] w-full items-center justify-center">
      <Spinner label={t("common.loading")} className="size-10" />
    </div>
  );
}
