import type { MembershipType } from "@somnia/shared/profile";
import { and, eq, inArray, lte } from "drizzle-orm";
import type { SubscriptionState } from "../../billing";
import type { Db } from "../../db";
import { subscriptions, testCheckoutSessions } from "../../db/schema/billing";
import type { EventBus } from "../../events";
import { applySubscriptionState } from "./apply-subscription-state";
import { loadTestCheckout, requireOpen } from "./load-test-checkout";
import { PLUS_STATUSES, syncMembership } from "./sync-membership";

type SubscriptionRow = typeof subscriptions.$inferSelect;

/**
 * What the test billing's manage page can do, as Stripe's portal and Stripe itself would:
 * - `cancel`: cancel at the end of the period (Plus until then),
 * - `renew`: take that back,
 * - `end-period`: let the period end now (the stand-in for the date arriving; Stripe then sends
 *   customer.subscription.deleted). A cancelled period also ends by itself: `endDueTestPeriods`.
 */
export const TEST_SUBSCRIPTION_ACTIONS = ["cancel", "renew", "end-period"] as const;
export type TestSubscriptionAction = (typeof TEST_SUBSCRIPTION_ACTIONS)[number];

function nextState(row: SubscriptionRow, action: TestSubscriptionAction, now: Date): SubscriptionState {
  const state = { ...row, eventAt: now };
  if (action === "cancel") return { ...state, cancelAtPeriodEnd: true };
  if (action === "renew") return { ...state, cancelAtPeriodEnd: false };
  // The period ends now, or ended at its date if that has passed.
  const end = row.currentPeriodEnd && row.currentPeriodEnd < now ? row.currentPeriodEnd : now;
  return { ...state, status: "canceled", cancelAtPeriodEnd: false, currentPeriodEnd: end };
}

type Deps = { db: Db; events: Pick<EventBus, "publish"> };

/** An action on the caller's test subscriptions from their open manage session (used up by it). */
export async function changeTestSubscription({
  db,
  events,
  userId,
  sessionId,
  action,
}: Deps & { userId: string; sessionId: string; action: TestSubscriptionAction }): Promise<MembershipType> {
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
    await applySubscriptionState({ db, events, userId, state: nextState(row, action, now) });
  }
  return syncMembership({ db, events, userId });
}

/**
 * Ends every test subscription cancelled for a period end that has come, as Stripe does on that
 * date; the server runs it every minute while the test billing is active. Returns how many ended.
 */
export async function endDueTestPeriods({ db, events, now = new Date() }: Deps & { now?: Date }) {
  const due = await db
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.provider, "test"),
        inArray(subscriptions.status, PLUS_STATUSES),
        eq(subscriptions.cancelAtPeriodEnd, true),
        lte(subscriptions.currentPeriodEnd, now),
      ),
    );
  for (const row of due) {
    await applySubscriptionState({
      db,
      events,
      userId: row.userId,
      state: nextState(row, "end-period", now),
    });
  }
  return due.length;
}
