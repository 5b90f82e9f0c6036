import type { Db } from "../db";
import { type BillingEnv, billingProviderOf } from "./env-schema";
import { createStripeProvider } from "./stripe-provider";
import { createTestProvider } from "./test-provider";
import type { BillingProvider } from "./types";

export type { BillingProvider, StripeProvider, SubscriptionState, TestProvider } from "./types";

/** The billing provider the environment names: Stripe, or the built-in test billing (the default). */
export function createBilling(env: BillingEnv & { PUBLIC_URL: string }, db: Db): BillingProvider {
  return billingProviderOf(env) === "stripe" ? createStripeProvider(env) : createTestProvider(db);
}
