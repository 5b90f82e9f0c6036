import type Stripe from "stripe";
import type { SubscriptionState } from "./types";

const idOf = (value: string | { id: string }) => (typeof value === "string" ? value : value.id);

/**
 * A Stripe subscription reduced to what Somnia keeps. The period end lives on the subscription
 * item in current API versions. A subscription cancelled in the portal stays `active` with
 * `cancel_at_period_end` (or `cancel_at`) until the period ends, and is then deleted (`canceled`).
 */
export function stripeSubscriptionState(
  subscription: Stripe.Subscription,
  eventCreated: number,
): SubscriptionState {
  const item = subscription.items?.data?.[0];
  const interval: string | undefined = item?.price?.recurring?.interval;
  return {
    provider: "stripe",
    customerId: idOf(subscription.customer),
    subscriptionId: subscription.id,
    status: subscription.status,
    interval: interval === "month" || interval === "year" ? interval : null,
    currentPeriodEnd: item?.current_period_end ? new Date(item.current_period_end * 1000) : null,
    cancelAtPeriodEnd: Boolean(subscription.cancel_at_period_end || subscription.cancel_at),
    eventAt: new Date(eventCreated * 1000),
  };
}

/** The subscription id of a completed Checkout Session in subscription mode, else null. */
export function checkoutSubscriptionId(session: Stripe.Checkout.Session): string | null {
  if (session.mode !== "subscription" || !session.subscription) return null;
  return idOf(session.subscription);
}
