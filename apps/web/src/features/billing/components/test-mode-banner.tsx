import { FlaskConical } from "lucide-react";
import { t } from "@/lib/i18n/translate";

/** The unmistakable marker of the built-in test billing (decision 021): nothing here is a payment. */
export function TestModeBanner() {
  return (
    <div className="flex gap-3 rounded-xl border-2 border-dashed border-amber-500 bg-amber-100 p-4 text-amber-950 dark:bg-amber-950 dark:text-amber-50">
      <FlaskConical aria-hidden="true" className="mt-0.5 size-6 shrink-0" />
      <div>
        <p className="font-bold uppercase tracking-wide">{t("billing.testBanner")}</p>
        <p>{t("billing.testBannerDetail")}</p>
      </div>
    </div>
  );
}
