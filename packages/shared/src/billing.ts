import { z } from "zod";
import { MEMBERSHIP_TYPES } from "./profile";

/** How often Plus is billed: 10 euro a month, or 96 euro a year (8 a month, 'save 20%'). */
export const BILLING_INTERVALS = ["month", "year"] as const;
export type BillingInterval = (typeof BILLING_INTERVALS)[number];

/** Where the web app serves the built-in test checkout, clearly marked test mode (decision 021). */
export const TEST_CHECKOUT_PATH = "/billing/test-checkout";
/** The query the profile page is reopened with after a checkout: `?checkout=success|cancelled`. */
export const CHECKOUT_RETURN_PARAM = "checkout";
export const CHECKOUT_RETURNS = ["success", "cancelled"] as const;
export type CheckoutReturn = (typeof CHECKOUT_RETURNS)[number];

/** POST /api/billing/checkout. */
export const checkoutRequestSchema = z.object({ interval: z.enum(BILLING_INTERVALS) }).strict();
export type CheckoutRequest = z.infer<typeof checkoutRequestSchema>;

/** POST /api/billing/checkout and /portal: the page to send the browser to (full-page navigation). */
export const billingRedirectSchema = z.object({ url: z.string() });
export type BillingRedirect = z.infer<typeof billingRedirectSchema>;

/** POST /api/billing/test-checkout/:session/complete and /cancel-subscription. */
export const membershipResultSchema = z.object({ membershipType: z.enum(MEMBERSHIP_TYPES) });
export type MembershipResult = z.infer<typeof membershipResultSchema>;

/** POST /api/billing/webhook: Stripe's event was received (`duplicate`: already handled once). */
export const webhookReceiptSchema = z.object({ received: z.literal(true), duplicate: z.boolean() });

/**
 * GET /api/billing/test-checkout/:session (test provider only): what the test checkout page shows.
 * `subscribe` pays for Plus; `manage` is the stand-in for Stripe's billing portal.
 */
export const testCheckoutSchema = z.object({
  id: z.string(),
  mode: z.enum(["subscribe", "manage"]),
  interval: z.enum(BILLING_INTERVALS).nullable(),
  status: z.enum(["open", "completed", "cancelled", "expired"]),
  email: z.string(),
  /** The current subscription in manage mode. */
  subscription: z
    .object({
      interval: z.enum(BILLING_INTERVALS),
      currentPeriodEnd: z.string().nullable(),
      cancelAtPeriodEnd: z.boolean(),
    })
    .nullable(),
});
export type TestCheckout = z.infer<typeof testCheckoutSchema>;

/** The billing messages the server sends (docs/product.md, 'Profile'). */
export const BILLING_MESSAGES = {
  loginRequired: "BILLING_LOGIN_REQUIRED",
  checkoutFailed: "BILLING_CHECKOUT_FAILED",
  portalFailed: "BILLING_PORTAL_FAILED",
  alreadyPlus: "BILLING_ALREADY_PLUS",
  noSubscription: "BILLING_NO_SUBSCRIPTION",
  checkoutNotFound: "BILLING_CHECKOUT_NOT_FOUND",
  checkoutClosed: "BILLING_CHECKOUT_CLOSED",
  invalidSignature: "BILLING_INVALID_SIGNATURE",
} as const;
