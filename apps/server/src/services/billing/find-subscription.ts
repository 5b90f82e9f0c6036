import { and, desc, eq } from "drizzle-orm";
import type { BillingProviderName } from "../../billing/types";
import type { Db } from "../../db";
import { subscriptions } from "../../db/schema/billing";

export type SubscriptionRow = typeof subscriptions.$inferSelect;

/** The user's most recently updated subscription at `provider`, or null. */
export async function findLatestSubscription({
  db,
  userId,
  provider,
}: {
  db: Db;
  userId: string;
  provider: BillingProviderName;
}): Promise<SubscriptionRow | null> {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), eq(subscriptions.provider, provider)))
    .orderBy(desc(subscriptions.updatedAt))
    .limit(1);
  return row ?? null;
}

/** The user whose subscription this is (by the provider's subscription id), or null. */
export async function findSubscriptionOwner(
  db: Db,
  provider: BillingProviderName,
  subscriptionId: string,
): Promise<string | null> {
  const [row] = await db
    .select({ userId: subscriptions.userId })
    .from(subscriptions)
    .where(and(eq(subscriptions.provider, provider), eq(subscriptions.subscriptionId, subscriptionId)))
    .limit(1);
  return row?.userId ?? null;
}
