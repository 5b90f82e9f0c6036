import { BILLING_STRINGS as S } from "@somnia/shared/billing";
import { FlaskConical } from "lucide-react";

/** The unmistakable marker of the built-in test billing (DESIGN §5): nothing here is a payment. */
export function TestModeBanner() {
  return (
    <div className="flex gap-3 rounded-xl border-2 border-dashed border-amber-500 bg-amber-100 p-4 text-amber-950 dark:bg-amber-950 dark:text-amber-50">
      <FlaskConical aria-hidden="true" className="mt-0.5 size-6 shrink-0" />
      <div>
        <p className="font-bold uppercase tracking-wide">{S.testBanner}</p>
        <p>{S.testBannerDetail}</p>
      </div>
    </div>
  );
}
