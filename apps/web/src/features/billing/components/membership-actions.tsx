import { BILLING_INTERVALS } from "@somnia/shared/billing-constants";
import type { Profile } from "@somnia/shared/profile";
import { ArrowRight, Sparkles } from "lucide-react";
import { Suspense, useEffect, useId, useRef } from "react";
import { useLocation } from "react-router";
import { Button } from "@/components/ui/button";
import { DialogButton } from "@/components/ui/dialog-button";
import { UPGRADE_ANCHOR } from "@/config/paths";
import { formatDate } from "@/lib/dates";
import { t } from "@/lib/i18n/translate";
import { onFirstUse } from "@/lib/on-first-use";
import { useOpenPortal, useStartCheckout } from "../hooks/use-billing-redirects";
import { useCheckoutReturn } from "../hooks/use-checkout-return";
import { intervalName, plusPrice } from "../utils/plus-price";

/** The dialogs are fetched when first wanted (or pointed at), not with the Profile. */
const unsubscribe = onFirstUse(
  () => import("./unsubscribe-dialog"),
  (m) => m.UnsubscribeDialog,
);
const welcomeToPlus = onFirstUse(
  () => import("./welcome-to-plus"),
  (m) => m.WelcomeToPlus,
);

/**
 * Basic: subscribe to Plus, monthly or yearly: two equal choices, each of which starts a payment.
 * `/profile#upgrade` (every 'Upgrade to Plus' offer) brings them into view and focus.
 */
function UpgradeChoices() {
  const checkout = useStartCheckout();
  const headingId = useId();
  const section = useRef<HTMLElement>(null);
  const { hash } = useLocation();
  useEffect(() => {
    if (hash !== `#${UPGRADE_ANCHOR}`) return;
    section.current?.scrollIntoView({ block: "center" });
    section.current?.focus({ preventScroll: true });
  }, [hash]);
  return (
    <section
      ref={section}
      id={UPGRADE_ANCHOR}
      tabIndex={-1}
      aria-labelledby={headingId}
      className="space-y-3 rounded-xl border border-border p-4 outline-none focus-visible:outline-2 focus-visible:outline-ring"
    >
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
              variant="outline"
              className="h-auto items-center justify-between gap-3 whitespace-normal py-3 text-left"
              disabled={checkout.isPending}
              onClick={() => checkout.mutate(interval)}
            >
              <span className="grid gap-0.5">
                <span className="font-semibold">{intervalName(interval)}</span>
                <span className="font-normal">
                  {price.label}
                  {price.note ? ` · ${price.note}` : ""}
                </span>
              </span>
              <span className="inline-flex shrink-0 items-center gap-1 rounded-full bg-primary px-3 py-1 text-sm font-semibold text-primary-foreground">
                {t("billing.subscribe")}
                <ArrowRight aria-hidden="true" className="size-4!" />
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

/** Plus, cancelled for the end of its period: when it ends, and the way back to renewing. */
function PlusEnding({ endsAt }: { endsAt: string }) {
  const portal = useOpenPortal();
  return (
    <div className="space-y-3">
      <p>{t("billing.plusEndsOn", { date: formatDate(endsAt) })}</p>
      <Button
        variant="outline"
        onClick={() => portal.mutate()}
        disabled={portal.isPending || portal.isSuccess}
      >
        {t("billing.manageSubscription")}
      </Button>
    </div>
  );
}

/**
 * The Membership card's actions (docs/product.md, 'Profile'): Basic → 'Upgrade to Plus'
 * (Monthly / Yearly); Plus → 'Unsubscribe' with its confirmation, or, once cancelled, the date Plus
 * ends. Also handles the return from the payment page ('Welcome to Plus!'). Membership itself only
 * changes on the server.
 */
export function MembershipActions({ profile }: { profile: Pick<Profile, "membershipType" | "plusEndsAt"> }) {
  const { welcome, dismiss } = useCheckoutReturn();
  const actions =
    profile.membershipType === "Basic" ? (
      <UpgradeChoices />
    ) : profile.plusEndsAt ? (
      <PlusEnding endsAt={profile.plusEndsAt} />
    ) : (
      <DialogButton
        variant="outline"
        preload={unsubscribe.preload}
        dialog={(shown) => <unsubscribe.Component {...shown} />}
      >
        {t("billing.unsubscribe")}
      </DialogButton>
    );
  return (
    <>
      {actions}
      {welcome && (
        <Suspense fallback={null}>
          <welcomeToPlus.Component onClose={dismiss} />
        </Suspense>
      )}
    </>
  );
}
