import {
  BILLING_MESSAGES,
  PLUS_PRICES,
  BILLING_STRINGS as S,
  type TestCheckout,
} from "@somnia/shared/billing";
import { Link, useNavigate } from "react-router";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { errorMessage } from "@/lib/utils";
import { useFinishTestCheckout } from "../api/finish-test-checkout";

const longDate = (iso: string) => new Date(iso).toLocaleDateString(undefined, { dateStyle: "long" });

/** The test stand-in for the billing portal: the subscription, and cancelling it. */
export function TestManage({ session }: { session: TestCheckout }) {
  const navigate = useNavigate();
  const finish = useFinishTestCheckout(session.id);
  const subscription = session.subscription;
  const cancel = () =>
    finish.mutate("cancel-subscription", {
      onSuccess: () => navigate(paths.profile, { replace: true }),
      onError: (error) => toast.error(BILLING_MESSAGES.portalFailed, { description: errorMessage(error) }),
    });
  return (
    <>
      {subscription ? (
        <div className="space-y-1">
          <p className="font-semibold">Plus · {PLUS_PRICES[subscription.interval].label}</p>
          {subscription.currentPeriodEnd ? (
            <p className="text-muted-foreground">
              {subscription.cancelAtPeriodEnd
                ? S.endsOn(longDate(subscription.currentPeriodEnd))
                : S.renews(longDate(subscription.currentPeriodEnd))}
            </p>
          ) : null}
        </div>
      ) : (
        <p>{BILLING_MESSAGES.noSubscription}</p>
      )}
      {subscription ? <p className="text-muted-foreground">{S.cancelSubscriptionNote}</p> : null}
      <div className="flex flex-wrap gap-3">
        {subscription ? (
          <Button variant="destructive" onClick={cancel} disabled={finish.isPending || finish.isSuccess}>
            {S.cancelSubscription}
          </Button>
        ) : null}
        <Button asChild variant="ghost">
          <Link to={paths.profile}>{S.backToProfile}</Link>
        </Button>
      </div>
    </>
  );
}
