import { BILLING_MESSAGES, type BillingInterval } from "@somnia/shared/billing";
import { PROFILE_MESSAGES } from "@somnia/shared/profile";
import { eq } from "drizzle-orm";
import type { BillingProvider } from "../../billing";
import type { Db } from "../../db";
import { profiles } from "../../db/schema";
import { AppError } from "../../lib/app-error";
import { findLatestSubscription } from "./find-subscription";

/**
 * Opens a payment page for Plus (`interval` monthly or yearly) and returns where to send the
 * browser. Membership does not change here: only the provider's confirmation changes it.
 */
export async function startCheckout({
  db,
  billing,
  userId,
  email,
  interval,
}: {
  db: Db;
  billing: BillingProvider;
  userId: string;
  email: string;
  interval: BillingInterval;
}): Promise<{ url: string }> {
  const [profile] = await db
    .select({ membershipType: profiles.membershipType })
    .from(profiles)
    .where(eq(profiles.id, userId));
  if (!profile) throw new AppError("PROFILE_NOT_FOUND", { reason: PROFILE_MESSAGES.notFound });
  if (profile.membershipType === "Plus") {
    throw new AppError("CONFLICT", { message: "already Plus", reason: BILLING_MESSAGES.alreadyPlus });
  }
  const previous = await findLatestSubscription({ db, userId, provider: billing.name });
  try {
    return await billing.createCheckout({
      userId,
      email,
      interval,
      customerId: previous?.customerId ?? null,
    });
  } catch (cause) {
    throw new AppError("INTERNAL", {
      message: `${billing.name} checkout failed`,
      reason: BILLING_MESSAGES.checkoutFailed,
      cause,
    });
  }
}
