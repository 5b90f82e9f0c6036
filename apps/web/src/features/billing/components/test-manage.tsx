import type { TestCheckout } from "@somnia/shared/billing";
import { BILLING_MESSAGES } from "@somnia/shared/billing-constants";
import { Link, useNavigate } from "react-router";
import { type TestCheckoutAction, useFinishTestCheckout } from "@/api/billing";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { formatDate } from "@/lib/dates";
import { messageText, t } from "@/lib/i18n/translate";
import { toast } from "@/lib/toast";
import { errorMessage } from "@/lib/utils";
import { plusPrice } from "../utils/plus-price";

/**
 * The test stand-in for the billing portal: the subscription; cancelling it at the end of its
 * period (as Stripe's portal does) or taking that back; and, once cancelled, letting the period
 * end now instead of waiting for its date.
 */
export function TestManage({ session }: { session: TestCheckout }) {
  const navigate = useNavigate();
  const finish = useFinishTestCheckout(session.id);
  const subscription = session.subscription;
  const act = (action: TestCheckoutAction) =>
    finish.mutate(action, {
      onSuccess: () => navigate(paths.profile, { replace: true }),
      onError: (error) =>
        toast.error(messageText(BILLING_MESSAGES.portalFailed), { description: errorMessage(error) }),
    });
  const busy = finish.isPending || finish.isSuccess;
  return (
    <>
      {subscription ? (
        <div className="space-y-1">
          <p className="font-semibold">
            {t("billing.plusWith", { detail: plusPrice(subscription.interval).label })}
          </p>
          {subscription.currentPeriodEnd ? (
            <p className="text-muted-foreground">
              {subscription.cancelAtPeriodEnd
                ? t("billing.endsOn", { date: formatDate(subscription.currentPeriodEnd) })
                : t("billing.renews", { date: formatDate(subscription.currentPeriodEnd) })}
            </p>
          ) : null}
        </div>
      ) : (
        <p>{messageText(BILLING_MESSAGES.noSubscription)}</p>
      )}
      {subscription ? (
        <p className="text-muted-foreground">
          {subscription.cancelAtPeriodEnd ? t("billing.endPeriodNote") : t("billing.cancelSubscriptionNote")}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-3">
        {subscription && !subscription.cancelAtPeriodEnd ? (
          <Button variant="destructive" onClick={() => act("cancel-subscription")} disabled={busy}>
            {t("billing.cancelSubscription")}
          </Button>
        ) : null}
        {subscription?.cancelAtPeriodEnd ? (
          <>
            <Button onClick={() => act("renew-subscription")} disabled={busy}>
              {t("billing.renewSubscription")}
            </Button>
            <Button variant="destructive" onClick={() => act("end-period")} disabled={busy}>
              {t("billing.endPeriod")}
            </Button>
          </>
        ) : null}
        <Button asChild variant="ghost">
          <Link to={paths.profile}>{t("billing.backToProfile")}</Link>
        </Button>
      </div>
    </>
  );
}
