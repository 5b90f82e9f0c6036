import {
  BILLING_MESSAGES,
  PLUS_PRICES,
  BILLING_STRINGS as S,
  type TestCheckout,
} from "@somnia/shared/billing";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { errorMessage } from "@/lib/utils";
import { useFinishTestCheckout } from "../api/finish-test-checkout";
import { profileReturnPath } from "../utils/payment-markers";

/** The plan and its price, 'Pay (test)' and 'Cancel', each back to the profile. */
export function TestSubscribe({ session }: { session: TestCheckout }) {
  const navigate = useNavigate();
  const finish = useFinishTestCheckout(session.id);
  const interval = session.interval ?? "month";
  const price = PLUS_PRICES[interval];
  const pay = () =>
    finish.mutate("complete", {
      onSuccess: () => navigate(profileReturnPath("success"), { replace: true }),
      onError: (error) => toast.error(BILLING_MESSAGES.checkoutFailed, { description: errorMessage(error) }),
    });
  return (
    <>
      <dl className="grid gap-2 sm:grid-cols-[auto_1fr] sm:gap-x-6">
        <dt className="text-muted-foreground">{S.planLabel}</dt>
        <dd className="font-semibold">Plus · {interval === "month" ? S.monthly : S.yearly}</dd>
        <dt className="text-muted-foreground">{S.priceLabel}</dt>
        <dd>
          <span className="text-2xl font-bold">{price.label}</span>
          {price.note ? <span className="ml-2 text-muted-foreground">{price.note}</span> : null}
        </dd>
        <dt className="text-muted-foreground">{S.accountLabel}</dt>
        <dd className="break-all">{session.email}</dd>
      </dl>
      <p className="text-muted-foreground">{S.perInterval(interval)}</p>
      <div className="flex flex-wrap gap-3">
        <Button onClick={pay} disabled={finish.isPending || finish.isSuccess}>
          {finish.isPending ? S.paying : S.pay}
        </Button>
        <Button variant="ghost" onClick={() => navigate(profileReturnPath("cancelled"), { replace: true })}>
          {S.cancel}
        </Button>
      </div>
    </>
  );
}
