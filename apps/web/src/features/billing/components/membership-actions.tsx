import { BILLING_INTERVALS } from "@somnia/shared/billing";
import type { MembershipType } from "@somnia/shared/profile";
import { Sparkles } from "lucide-react";
import { useId } from "react";
import { Button } from "@/components/ui/button";
import { t } from "@/lib/i18n/translate";
import { useStartCheckout } from "../hooks/use-billing-redirects";
import { useCheckoutReturn } from "../hooks/use-checkout-return";
import { intervalName, plusPrice } from "../utils/plus-price";
import { UnsubscribeDialog } from "./unsubscribe-dialog";

/** Basic: subscribe to Plus, monthly or yearly. */
function UpgradeChoices() {
  const checkout = useStartCheckout();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-3 rounded-xl border border-border p-4">
      <h3 id={headingId} className="flex items-center gap-2 text-lg font-semibold">
        <Sparkles aria-hidden="true" className="size-5 text-primary" />
        {t("billing.upgrade")}
      </h3>
      <div className="grid gap-3 sm:grid-cols-2">
        {BILLING_INTERVALS.map((interval) => {
          const price = plusPrice(interval);
          return (
            <Button
              key={interval}
              variant={interval === "year" ? "primary" : "outline"}
              className="h-auto flex-col items-start gap-0.5 whitespace-normal py-3 text-left"
              disabled={checkout.isPending}
              onClick={() => checkout.mutate(interval)}
            >
              <span>{intervalName(interval)}</span>
              <span className="font-normal">
                {price.label}
                {price.note ? ` · ${price.note}` : ""}
              </span>
            </Button>
          );
        })}
      </div>
      {checkout.isPending || checkout.isSuccess ? (
        <p role="status" className="text-muted-foreground">
          {t("billing.redirecting")}
        </p>
      ) : null}
    </section>
  );
}

/**
 * The Membership card's actions (docs/product.md, 'Profile'): Basic → 'Upgrade to Plus'
 * (Monthly / Yearly); Plus → 'Unsubscribe' with its confirmation. Also handles the return from
 * the payment page ('Welcome to Plus!'). Membership itself only changes on the server.
 */
export function MembershipActions({ membershipType }: { membershipType: MembershipType }) {
  useCheckoutReturn();
  return membershipType === "Plus" ? <UnsubscribeDialog /> : <UpgradeChoices />;
}
