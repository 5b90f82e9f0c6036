import { BILLING_MESSAGES, type TestCheckout } from "@somnia/shared/billing";
import { Link, useNavigate } from "react-router";
import { useFinishTestCheckout } from "@/api/billing";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { formatDate } from "@/lib/dates";
import { sharedMessage, t } from "@/lib/i18n/translate";
import { toast } from "@/lib/toast";
import { errorMessage } from "@/lib/utils";
import { plusPrice } from "../utils/plus-price";

/** The test stand-in for the billing portal: the subscription, and cancelling it. */
export function TestManage({ session }: { session: TestCheckout }) {
  const navigate = useNavigate();
  const finish = useFinishTestCheckout(session.id);
  const subscription = session.subscription;
  const cancel = () =>
    finish.mutate("cancel-subscription", {
      onSuccess: () => navigate(paths.profile, { replace: true }),
      onError: (error) =>
        toast.error(sharedMessage(BILLING_MESSAGES.portalFailed), { description: errorMessage(error) }),
    });
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
        <p>{sharedMessage(BILLING_MESSAGES.noSubscription)}</p>
      )}
      {subscription ? <p className="text-muted-foreground">{t("billing.cancelSubscriptionNote")}</p> : null}
      <div className="flex flex-wrap gap-3">
        {subscription ? (
          <Button variant="destructive" onClick={cancel} disabled={finish.isPending || finish.isSuccess}>
            {t("billing.cancelSubscription")}
          </Button>
        ) : null}
        <Button asChild variant="ghost">
          <Link to={paths.profile}>{t("billing.backToProfile")}</Link>
        </Button>
      </div>
    </>
  );
}
