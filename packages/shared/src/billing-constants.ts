/**
 * Billing's codes and constants (the intervals, the checkout's return, the messages), apart from
 * ./billing.ts's schemas, so that a page can use them without bringing zod along (the Profile's first load).
 */
/** How often Plus is billed: 10 euro a month, or 96 euro a year (8 a month, 'save 20%'). */
export const BILLING_INTERVALS = ["month", "year"] as const;
export type BillingInterval = (typeof BILLING_INTERVALS)[number];

/** Where the web app serves the built-in test checkout, clearly marked test mode (decision 021). */
export const TEST_CHECKOUT_PATH = "/billing/test-checkout";
/** The query the profile page is reopened with after a checkout: `?checkout=success|cancelled`. */
export const CHECKOUT_RETURN_PARAM = "checkout";
export const CHECKOUT_RETURNS = ["success", "cancelled"] as const;
export type CheckoutReturn = (typeof CHECKOUT_RETURNS)[number];

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
