import type { MembershipType } from "@somnia/shared/profile";
import { sql } from "drizzle-orm";
import type { SubscriptionState } from "../../billing";
import type { Db } from "../../db";
import { subscriptions } from "../../db/schema/billing";
import type { EventBus } from "../../events";
import { syncMembership } from "./sync-membership";

/**
 * Records what the billing provider reported about a user's subscription, then derives their
 * membership from it. Both a verified Stripe webhook and the built-in test checkout come here.
 * Idempotent: the same state twice changes nothing, and an older state never overwrites a newer one.
 */
export async function applySubscriptionState({
  db,
  events,
  userId,
  state,
}: {
  db: Db;
  events: Pick<EventBus, "publish">;
  userId: string;
  state: SubscriptionState;
}): Promise<MembershipType> {
  const values = {
    customerId: state.customerId,
    status: state.status,
    interval: state.interval,
    currentPeriodEnd: state.currentPeriodEnd,
    cancelAtPeriodEnd: state.cancelAtPeriodEnd,
    eventAt: state.eventAt,
  };
  await db
    .insert(subscriptions)
    .values({ ...values, userId, provider: state.provider, subscriptionId: state.subscriptionId })
    .onConflictDoUpdate({
      target: [subscriptions.provider, subscriptions.subscriptionId],
      set: { ...values, updatedAt: new Date() },
      setWhere: sql`${subscriptions.eventAt} <= excluded.event_at`,
    });
  return syncMembership({ db, events, userId });
}
