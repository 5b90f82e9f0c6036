import type { MembershipType } from "@somnia/shared/profile";
import { and, eq, inArray, ne, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Db } from "../../db";
import { profiles } from "../../db/schema";
import { subscriptions } from "../../db/schema/billing";
import type { EventBus } from "../../events";

/**
 * Statuses that keep Plus. A subscription cancelled at period end stays `active` until the period
 * ends; then the provider deletes it (`canceled`) and the member is Basic again.
 */
export const PLUS_STATUSES = ["active", "trialing"];

/**
 * When the user's Plus ends: the latest period end if every subscription that keeps Plus is
 * cancelled at its period end, else null (one renews, or there is none). For the profile's query.
 */
export function plusEndsSubquery(userId: AnyPgColumn): SQL<string | Date | null> {
  const plus = sql.join(
    PLUS_STATUSES.map((status) => sql`${status}`),
    sql`, `,
  );
  return sql`(select case when bool_and(${subscriptions.cancelAtPeriodEnd}) then max(${subscriptions.currentPeriodEnd}) end from ${subscriptions} where ${subscriptions.userId} = ${userId} and ${subscriptions.status} in (${plus}))`;
}

/**
 * Derives `profiles.membership_type` from the user's subscriptions (the only writer of it, decision
 * 021) and tells the user's tabs when it changed. Returns the membership now in effect.
 */
export async function syncMembership({
  db,
  events,
  userId,
}: {
  db: Db;
  events: Pick<EventBus, "publish">;
  userId: string;
}): Promise<MembershipType> {
  const [plus] = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), inArray(subscriptions.status, PLUS_STATUSES)))
    .limit(1);
  const membershipType: MembershipType = plus ? "Plus" : "Basic";
  const changed = await db
    .update(profiles)
    .set({ membershipType, updatedAt: new Date() })
    .where(and(eq(profiles.id, userId), ne(profiles.membershipType, membershipType)))
    .returning({ id: profiles.id });
  if (changed.length > 0) await events.publish(userId, { type: "membership.changed" });
  return membershipType;
}
