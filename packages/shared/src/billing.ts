import { z } from "zod";
import { BILLING_INTERVALS } from "./billing-constants";
import { MEMBERSHIP_TYPES } from "./profile";

// The server reads them here, with the schemas; a page that needs no schema, from ./billing-constants.
export {
  BILLING_INTERVALS,
  BILLING_MESSAGES,
  type BillingInterval,
  CHECKOUT_RETURN_PARAM,
  CHECKOUT_RETURNS,
  type CheckoutReturn,
  TEST_CHECKOUT_PATH,
} from "./billing-constants";

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
