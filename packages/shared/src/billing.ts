import { z } from "zod";

/** How often Plus is billed (spec §9): 10 euro a month, or 96 euro a year (8 a month, 'save 20%'). */
export const BILLING_INTERVALS = ["month", "year"] as const;
export type BillingInterval = (typeof BILLING_INTERVALS)[number];

export const PLUS_PRICES: Record<BillingInterval, { euros: number; label: string; note?: string }> = {
  month: { euros: 10, label: "€10/month" },
  year: { euros: 96, label: "€96/year", note: "€8/month — save 20%" },
};

/** Where the web app serves the built-in test checkout (DESIGN §5: clearly marked test mode). */
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

/** Every billing string the user sees (spec §4 'Payment', §8 'Profile, onboarding, payment'). */
export const BILLING_MESSAGES = {
  loginRequired: "You must be logged in to subscribe",
  checkoutFailed: "Failed to initiate payment. Please try again.",
  membershipUpdateFailed: "Failed to update membership status. Please contact support.",
  portalFailed: "Failed to access subscription management. Please try again or contact support.",
  welcome: "Welcome to Plus!",
  alreadyPlus: "You are already a Plus member.",
  noSubscription: "There is no subscription to manage.",
  checkoutNotFound: "This checkout does not exist or has expired.",
  checkoutClosed: "This checkout is already finished.",
  invalidSignature: "Invalid webhook signature",
} as const;

/** The web app's wording for the subscribe and unsubscribe actions and the test checkout page. */
export const BILLING_STRINGS = {
  upgrade: "Upgrade to Plus",
  monthly: "Monthly",
  yearly: "Yearly",
  redirecting: "Opening the payment page...",
  unsubscribe: "Unsubscribe",
  unsubscribeTitle: "Unsubscribe from Plus?",
  unsubscribeDescription:
    "Your membership stays Plus until the end of the current billing period; then it changes to Basic. You will continue in the subscription management page.",
  keepPlus: "Keep Plus",
  continueToPortal: "Continue",
  testBanner: "Test mode — no real payment",
  testBannerDetail: "This checkout is built into Somnia for trying things out. No card is charged.",
  checkoutTitle: "Somnia Plus",
  planLabel: "Plan",
  priceLabel: "Price",
  accountLabel: "Account",
  manageTitle: "Manage your subscription",
  pay: "Pay (test)",
  cancel: "Cancel",
  paying: "Paying...",
  cancelSubscription: "Cancel subscription (test)",
  cancelSubscriptionNote:
    "In test mode there is no billing period to wait for: cancelling changes your membership to Basic at once.",
  backToProfile: "Back to profile",
  renews: (date: string) => `Renews on ${date}`,
  endsOn: (date: string) => `Ends on ${date}`,
  perInterval: (interval: BillingInterval) => (interval === "month" ? "Billed monthly" : "Billed yearly"),
} as const;
