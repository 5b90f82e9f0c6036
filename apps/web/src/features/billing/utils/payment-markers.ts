import { CHECKOUT_RETURN_PARAM, type CheckoutReturn } from "@somnia/shared/billing-constants";
import { paths } from "@/config/paths";

/**
 * Browser storage (docs/product.md): when a subscribe started and by whom, so that only the same
 * user's return greets them. Hints only: the server's membership is the source of truth.
 */
const STARTED_KEY = "payment_started";
const USER_KEY = "payment_user_id";

export function markPaymentStarted(userId: string | undefined): void {
  try {
    localStorage.setItem(STARTED_KEY, String(Date.now()));
    if (userId) localStorage.setItem(USER_KEY, userId);
  } catch {
    // Storage may be unavailable (private mode); the return still works from the server's state.
  }
}

/** Reads and clears the markers; null when there were none. */
export function takePaymentMarkers(): { startedAt: number; userId: string | null } | null {
  try {
    const started = localStorage.getItem(STARTED_KEY);
    const userId = localStorage.getItem(USER_KEY);
    localStorage.removeItem(STARTED_KEY);
    localStorage.removeItem(USER_KEY);
    return started ? { startedAt: Number(started), userId } : null;
  } catch {
    return null;
  }
}

/** Full-page navigation to a payment or management page (Stripe's, or the built-in test page). */
export function goToBillingPage(url: string): void {
  window.location.assign(url);
}

/** The profile page the payment page returns to: `/profile?checkout=success|cancelled`. */
export const profileReturnPath = (result: CheckoutReturn) =>
  `${paths.profile}?${CHECKOUT_RETURN_PARAM}=${result}`;
