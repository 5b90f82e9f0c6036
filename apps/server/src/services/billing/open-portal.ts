import { BILLING_MESSAGES } from "@somnia/shared/billing";
import type { BillingProvider } from "../../billing";
import type { Db } from "../../db";
import { AppError } from "../../lib/app-error";
import { findLatestSubscription } from "./find-subscription";

/** Opens subscription management (Stripe's Billing Portal, or the test page's manage mode). */
export async function openPortal({
  db,
  billing,
  userId,
}: {
  db: Db;
  billing: BillingProvider;
  userId: string;
}): Promise<{ url: string }> {
  const subscription = await findLatestSubscription({ db, userId, provider: billing.name });
  if (!subscription) {
    throw new AppError("CONFLICT", {
      message: "no subscription",
      reason: BILLING_MESSAGES.noSubscription,
    });
  }
  try {
    return await billing.createPortal({ userId, customerId: subscription.customerId });
  } catch (cause) {
    throw new AppError("INTERNAL", {
      message: `${billing.name} portal failed`,
      reason: BILLING_MESSAGES.portalFailed,
      cause,
    });
  }
}
