import type { MembershipType } from "@somnia/shared/profile";
import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db";
import { subscriptions, testCheckoutSessions } from "../../db/schema/billing";
import type { EventBus } from "../../events";
import { applySubscriptionState } from "./apply-subscription-state";
import { loadTestCheckout, requireOpen } from "./load-test-checkout";
import { PLUS_STATUSES, syncMembership } from "./sync-membership";

/**
 * 'Cancel subscription (test)' on the test billing's manage page: the stand-in for Stripe's
 * customer.subscription.deleted. Test mode has no billing period to wait for, so it ends at once.
 */
export async function cancelTestSubscription({
  db,
  events,
  userId,
  sessionId,
}: {
  db: Db;
  events: Pick<EventBus, "publish">;
  userId: string;
  sessionId: string;
}): Promise<MembershipType> {
  const session = requireOpen(await loadTestCheckout({ db, userId, sessionId }), "manage");
  await db
    .update(testCheckoutSessions)
    .set({ status: "completed" })
    .where(eq(testCheckoutSessions.id, session.id));
  const active = await db
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.userId, userId),
        eq(subscriptions.provider, "test"),
        inArray(subscriptions.status, PLUS_STATUSES),
      ),
    );
  const now = new Date();
  for (const row of active) {
    const state = {
      ...row,
      status: "canceled",
      cancelAtPeriodEnd: false,
      currentPeriodEnd: now,
      eventAt: now,
    };
    await applySubscriptionState({ db, events, userId, state });
  }
  return syncMembership({ db, events, userId });
}
