import { CHECKOUT_RETURN_PARAM } from "@somnia/shared/billing";
import type Stripe from "stripe";
import type { BillingEnv } from "./env-schema";
import type { StripeProvider } from "./types";

/**
 * The SDK pointed at STRIPE_API_URL when set (stripe-mock, the tests' fake), else api.stripe.com;
 * loaded by the first call to Stripe (the package holds about 15 MB in memory).
 */
async function createClient(secretKey: string, apiUrl: string | undefined): Promise<Stripe> {
  const { default: Stripe } = await import("stripe");
  const target = apiUrl ? new URL(apiUrl) : null;
  return new Stripe(secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    ...(target && {
      host: target.hostname,
      port: target.port || (target.protocol === "https:" ? 443 : 80),
      protocol: target.protocol === "https:" ? "https" : "http",
    }),
  });
}

/** Stripe Checkout (subscription mode), the Billing Portal and webhook verification. */
export function createStripeProvider(env: BillingEnv & { PUBLIC_URL: string }): StripeProvider {
  const { STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_PRICE_MONTHLY, STRIPE_PRICE_YEARLY } = env;
  if (!STRIPE_SECRET_KEY || !STRIPE_WEBHOOK_SECRET || !STRIPE_PRICE_MONTHLY || !STRIPE_PRICE_YEARLY) {
    throw new Error("Stripe billing is not fully configured");
  }
  let client: Promise<Stripe> | undefined;
  const stripe = () => {
    client ??= createClient(STRIPE_SECRET_KEY, env.STRIPE_API_URL);
    return client;
  };
  const prices = { month: STRIPE_PRICE_MONTHLY, year: STRIPE_PRICE_YEARLY };
  const profileUrl = (result: string) => `${env.PUBLIC_URL}/profile?${CHECKOUT_RETURN_PARAM}=${result}`;
  return {
    name: "stripe",
    async createCheckout({ userId, email, interval, customerId }) {
      const session = await (await stripe()).checkout.sessions.create({
        mode: "subscription",
        line_items: [{ price: prices[interval], quantity: 1 }],
        client_reference_id: userId,
        ...(customerId ? { customer: customerId } : { customer_email: email }),
        subscription_data: { metadata: { userId } },
        metadata: { userId },
        success_url: profileUrl("success"),
        cancel_url: profileUrl("cancelled"),
      });
      if (!session.url) throw new Error("Stripe returned a checkout session without a URL");
      return { url: session.url };
    },
    async createPortal({ customerId }) {
      const session = await (await stripe()).billingPortal.sessions.create({
        customer: customerId,
        return_url: `${env.PUBLIC_URL}/profile`,
      });
      return { url: session.url };
    },
    verifyWebhook: async (rawBody, signature) =>
      (await stripe()).webhooks.constructEventAsync(rawBody, signature, STRIPE_WEBHOOK_SECRET),
    retrieveSubscription: async (id) => (await stripe()).subscriptions.retrieve(id),
  };
}
