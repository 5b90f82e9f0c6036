import { BILLING_INTERVALS, PLUS_PRICES, BILLING_STRINGS as S } from "@somnia/shared/billing";
import type { MembershipType } from "@somnia/shared/profile";
import { Sparkles } from "lucide-react";
import { useId } from "react";
import { Button } from "@/components/ui/button";
import { useStartCheckout } from "../api/start-checkout";
import { useCheckoutReturn } from "../hooks/use-checkout-return";
import { UnsubscribeDialog } from "./unsubscribe-dialog";

/** Basic: subscribe to Plus, monthly or yearly (spec §9). */
function UpgradeChoices() {
  const checkout = useStartCheckout();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-3 rounded-xl border border-border p-4">
      <h3 id={headingId} className="flex items-center gap-2 text-lg font-semibold">
        <Sparkles aria-hidden="true" className="size-5 text-primary" />
        {S.upgrade}
      </h3>
      <div className="grid gap-3 sm:grid-cols-2">
        {BILLING_INTERVALS.map((interval) => {
          const price = PLUS_PRICES[interval];
          return (
            <Button
              key={interval}
              variant={interval === "year" ? "primary" : "outline"}
              className="h-auto flex-col items-start gap-0.5 whitespace-normal py-3 text-left"
              disabled={checkout.isPending}
              onClick={() => checkout.mutate(interval)}
            >
              <span>{interval === "month" ? S.monthly : S.yearly}</span>
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
          {S.redirecting}
        </p>
      ) : null}
    </section>
  );
}

/**
 * The Membership card's actions (spec §2 'Profile', §4 'Payment'): Basic → 'Upgrade to Plus'
 * (Monthly / Yearly); Plus → 'Unsubscribe' with its confirmation. Also handles the return from
 * the payment page ('Welcome to Plus!'). Membership itself only changes on the server.
 */
export function MembershipActions({ membershipType }: { membershipType: MembershipType }) {
  useCheckoutReturn();
  return membershipType === "Plus" ? <UnsubscribeDialog /> : <UpgradeChoices />;
}
