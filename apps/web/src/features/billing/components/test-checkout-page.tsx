import { BILLING_MESSAGES } from "@somnia/shared/billing-constants";
import { Link, useSearchParams } from "react-router";
import { useTestCheckout } from "@/api/billing";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { PageTitle } from "@/components/ui/page-title";
import { PageSpinner } from "@/components/ui/spinner";
import { paths } from "@/config/paths";
import { messageText, t } from "@/lib/i18n/translate";
import { errorMessage } from "@/lib/utils";
import { TestManage } from "./test-manage";
import { TestModeBanner } from "./test-mode-banner";
import { TestSubscribe } from "./test-subscribe";

/** /billing/test-checkout?session=…: the built-in stand-in for Stripe Checkout and the portal. */
export function TestCheckoutPage() {
  const [params] = useSearchParams();
  const checkout = useTestCheckout(params.get("session") ?? "");
  const session = checkout.data;
  const title = session?.mode === "manage" ? t("billing.manageTitle") : t("billing.checkoutTitle");
  return (
    <div className="space-y-6">
      <PageTitle title={title} />
      <TestModeBanner />
      <Card aria-labelledby="test-checkout-title">
        <CardHeader>
          {/* The page's own heading: the card is all there is on it. */}
          <h1 id="test-checkout-title" className="text-xl font-bold leading-tight">
            {title}
          </h1>
        </CardHeader>
        <CardContent className="space-y-4">
          {checkout.isPending ? (
            <PageSpinner />
          ) : !session ? (
            <Closed message={errorMessage(checkout.error, messageText(BILLING_MESSAGES.checkoutNotFound))} />
          ) : session.status !== "open" ? (
            <Closed
              message={messageText(
                session.status === "expired"
                  ? BILLING_MESSAGES.checkoutNotFound
                  : BILLING_MESSAGES.checkoutClosed,
              )}
            />
          ) : session.mode === "manage" ? (
            <TestManage session={session} />
          ) : (
            <TestSubscribe session={session} />
          )}
        </CardContent>
      </Card>
    </div>
  );
}

function Closed({ message }: { message: string }) {
  return (
    <>
      <p>{message}</p>
      <Button asChild variant="outline">
        <Link to={paths.profile}>{t("billing.backToProfile")}</Link>
      </Button>
    </>
  );
}
