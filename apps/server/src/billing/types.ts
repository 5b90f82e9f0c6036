import type { BillingInterval } from "@somnia/shared/billing";
import type Stripe from "stripe";

export type BillingProviderName = "test" | "stripe";

/** A subscription as the provider reports it; the one shape every billing event is reduced to. */
export interface SubscriptionState {
  provider: BillingProviderName;
  customerId: string;
  subscriptionId: string;
  /** The provider's status (Stripe's vocabulary: active, trialing, past_due, canceled…). */
  status: string;
  interval: BillingInterval | null;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  /** When the provider produced this state; an older state never overwrites a newer one. */
  eventAt: Date;
}

export interface CheckoutInput {
  userId: string;
  email: string;
  interval: BillingInterval;
  /** The user's customer at the provider from an earlier subscription, if any. */
  customerId: string | null;
}

/** What every provider does: send the browser to a payment page or to subscription management. */
interface ProviderBase {
  createCheckout(input: CheckoutInput): Promise<{ url: string }>;
  createPortal(input: { userId: string; customerId: string }): Promise<{ url: string }>;
}

/** Stripe: Checkout, the Billing Portal and signed webhooks (decision 021). */
export interface StripeProvider extends ProviderBase {
  name: "stripe";
  /** Verifies the Stripe-Signature header over the raw body; throws on a bad signature. */
  verifyWebhook(rawBody: string, signature: string): Promise<Stripe.Event>;
  retrieveSubscription(id: string): Promise<Stripe.Subscription>;
}

/** The built-in test billing: a local checkout page, clearly marked test mode (decision 021). */
export interface TestProvider extends ProviderBase {
  name: "test";
}

export type BillingProvider = StripeProvider | TestProvider;
