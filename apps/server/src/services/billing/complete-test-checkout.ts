import type { MembershipType } from "@somnia/shared/profile";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db";
import { testCheckoutSessions } from "../../db/schema/billing";
import type { EventBus } from "../../events";
import { AppError } from "../../lib/app-error";
import { applySubscriptionState } from "./apply-subscription-state";
import { loadTestCheckout, requireOpen } from "./load-test-checkout";

function periodEnd(from: Date, interval: "month" | "year"): Date {
  const end = new Date(from);
  if (interval === "month") end.setUTCMonth(end.getUTCMonth() + 1);
  else end.setUTCFullYear(end.getUTCFullYear() + 1);
  return end;
}

/**
 * 'Pay (test)' on the built-in checkout: the test stand-in for Stripe's checkout.session.completed.
 * Only the session's own user, only once; membership changes through the webhook's own service.
 */
export async function completeTestCheckout({
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
  const session = requireOpen(await loadTestCheckout({ db, userId, sessionId }), "subscribe");
  const closed = await db
    .update(testCheckoutSessions)
    .set({ status: "completed" })
    .where(and(eq(testCheckoutSessions.id, session.id), eq(testCheckoutSessions.status, "open")))
    .returning({ id: testCheckoutSessions.id });
  if (closed.length === 0) throw new AppError("CONFLICT", { message: "test checkout completed twice" });
  const interval = session.interval ?? "month";
  const now = new Date();
  return applySubscriptionState({
    db,
    events,
    userId,
    state: {
      provider: "test",
      customerId: `test_cus_${userId}`,
      subscriptionId: `test_sub_${session.id}`,
      status: "active",
      interval,
      currentPeriodEnd: periodEnd(now, interval),
      cancelAtPeriodEnd: false,
      eventAt: now,
    },
  });
}
