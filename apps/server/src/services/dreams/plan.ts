import { DREAM_MESSAGES } from "@somnia/shared/dreams";
import { PLAN_LIMITS } from "@somnia/shared/plans";
import type { MembershipType } from "@somnia/shared/profile";
import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db";
import { profiles } from "../../db/schema";
import { AppError } from "../../lib/app-error";
import { countMonthDreams } from "./count-month-dreams";

type Reader = Pick<Db, "select">;

/** The user's plan, from their profile row (Basic until a verified billing event says otherwise). */
export async function membershipOf(db: Reader, userId: string): Promise<MembershipType> {
  const [row] = await db
    .select({ membershipType: profiles.membershipType })
    .from(profiles)
    .where(eq(profiles.id, userId));
  return row?.membershipType ?? "Basic";
}

/** Refuses a remembered dream beyond the plan's monthly allowance (docs/product.md, 'Rules and limits'). */
export async function assertDreamAllowed(options: { db: Reader; userId: string; timeZone: string }) {
  const limit = PLAN_LIMITS[await membershipOf(options.db, options.userId)].dreamsPerMonth;
  if (limit === null) return;
  const { used } = await countMonthDreams(options);
  if (used >= limit) {
    throw new AppError("PLAN_LIMIT_REACHED", {
      message: `dream limit reached (${used}/${limit})`,
      reason: DREAM_MESSAGES.basicDreamLimit,
      params: { limit },
    });
  }
}

/** Serialises one user's dream inserts until the transaction ends, so the count cannot race. */
export async function lockUserDreams(tx: Pick<Db, "execute">, userId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(7243002, hashtext(${userId}))`);
}
