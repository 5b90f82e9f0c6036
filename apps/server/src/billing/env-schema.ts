import { z } from "zod";

const optional = z
  .string()
  .trim()
  .transform((v) => v || undefined)
  .optional();

/** The billing variables of the environment (merged into env.ts's schema). */
export const billingEnvFields = {
  /** test (the built-in test checkout) | stripe; unset: stripe when STRIPE_SECRET_KEY is set, else test. */
  BILLING_PROVIDER: optional.pipe(z.enum(["test", "stripe"]).optional()),
  STRIPE_SECRET_KEY: optional,
  STRIPE_WEBHOOK_SECRET: optional,
  /** The Stripe price ids of Plus: monthly (10 euro) and yearly (96 euro). */
  STRIPE_PRICE_MONTHLY: optional,
  STRIPE_PRICE_YEARLY: optional,
  /** Another Stripe API address (stripe-mock, or the tests' fake); default https://api.stripe.com. */
  STRIPE_API_URL: optional.pipe(z.url().optional()),
};

const STRIPE_VARS = [
  "STRIPE_SECRET_KEY",
  "STRIPE_WEBHOOK_SECRET",
  "STRIPE_PRICE_MONTHLY",
  "STRIPE_PRICE_YEARLY",
] as const;

const billingEnvSchema = z.object(billingEnvFields);
export type BillingEnv = z.infer<typeof billingEnvSchema>;

/** The provider in effect: BILLING_PROVIDER, else stripe when a Stripe secret key is set. */
export function billingProviderOf(env: BillingEnv): "test" | "stripe" {
  return env.BILLING_PROVIDER ?? (env.STRIPE_SECRET_KEY ? "stripe" : "test");
}

/** Stripe needs all four variables or none: a half-configured Stripe fails at start, clearly. */
export function checkBillingEnv(env: BillingEnv, ctx: z.RefinementCtx): void {
  const issue = (path: string, message: string) => ctx.addIssue({ code: "custom", path: [path], message });
  const set = STRIPE_VARS.filter((name) => env[name]);
  const missing = STRIPE_VARS.filter((name) => !env[name]);
  const stripe = billingProviderOf(env) === "stripe";
  if ((stripe || set.length > 0) && missing.length > 0 && env.BILLING_PROVIDER !== "test") {
    issue(
      missing[0] as string,
      `Stripe billing needs ${STRIPE_VARS.join(", ")} together; missing ${missing.join(", ")}`,
    );
  }
  if (env.STRIPE_SECRET_KEY && !/^(sk|rk)_/.test(env.STRIPE_SECRET_KEY)) {
    issue("STRIPE_SECRET_KEY", "must be a Stripe secret key (sk_… or rk_…)");
  }
  if (env.STRIPE_WEBHOOK_SECRET && !env.STRIPE_WEBHOOK_SECRET.startsWith("whsec_")) {
    issue("STRIPE_WEBHOOK_SECRET", "must be a Stripe webhook signing secret (whsec_…)");
  }
}
