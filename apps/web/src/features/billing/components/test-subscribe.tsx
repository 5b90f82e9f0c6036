import type { TestCheckout } from "@somnia/shared/billing";
import { BILLING_MESSAGES } from "@somnia/shared/billing-constants";
import { useNavigate } from "react-router";
import { useFinishTestCheckout } from "@/api/billing";
import { Button } from "@/components/ui/button";
import { messageText, t } from "@/lib/i18n/translate";
import { toast } from "@/lib/toast";
import { errorMessage } from "@/lib/utils";
import { profileReturnPath } from "../utils/payment-markers";
import { intervalName, plusPrice } from "../utils/plus-price";

/** The plan and its price, 'Pay (test)' and 'Cancel', each back to the profile. */
export function TestSubscribe({ session }: { session: TestCheckout }) {
  const navigate = useNavigate();
  const finish = useFinishTestCheckout(session.id);
  const interval = session.interval ?? "month";
  const price = plusPrice(interval);
  const pay = () =>
    finish.mutate("complete", {
      onSuccess: () => navigate(profileReturnPath("success"), { replace: true }),
      onError: (error) =>
        toast.error(messageText(BILLING_MESSAGES.checkoutFailed), { description: errorMessage(error) }),
    });
  return (
    <>
      <dl className="grid gap-2 sm:grid-cols-[auto_1fr] sm:gap-x-6">
        <dt className="text-muted-foreground">{t("billing.planLabel")}</dt>
        <dd className="font-semibold">{t("billing.plusWith", { detail: intervalName(interval) })}</dd>
        <dt className="text-muted-foreground">{t("billing.priceLabel")}</dt>
        <dd>
          <span className="text-2xl font-bold">{price.label}</span>
          {price.note ? <span className="ml-2 text-muted-foreground">{price.note}</span> : null}
        </dd>
        <dt className="text-muted-foreground">{t("billing.accountLabel")}</dt>
        <dd className="break-all">{session.email}</dd>
      </dl>
      <p className="text-muted-foreground">
        {interval === "month" ? t("billing.billedMonthly") : t("billing.billedYearly")}
      </p>
      <div className="flex flex-wrap gap-3">
        <Button onClick={pay} disabled={finish.isPending || finish.isSuccess}>
          {finish.isPending ? t("billing.paying") : t("billing.pay")}
        </Button>
        <Button variant="ghost" onClick={() => navigate(profileReturnPath("cancelled"), { replace: true })}>
          {t("billing.cancel")}
        </Button>
      </div>
    </>
  );
}
