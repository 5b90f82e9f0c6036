import type { Profile } from "@somnia/shared/profile";
import { eq } from "drizzle-orm";
import type { Db } from "../../db";
import { profiles, user } from "../../db/schema";
import { DEFAULT_TIME_ZONE } from "../../lib/time-zone";
import { monthAnalysesSubquery } from "../analysis/analysis-limit";
import { plusEndsSubquery } from "../billing/sync-membership";
import { currentMonth, monthDreamsSubquery } from "../dreams/count-month-dreams";
import { planUsage } from "../dreams/plan-usage";

/**
 * The caller's profile joined with their e-mail and this month's usage (in their time zone), as the
 * API returns it, in one query; null when there is none yet.
 */
export async function selectProfile(
  db: Db,
  userId: string,
  timeZone: string = DEFAULT_TIME_ZONE,
): Promise<Profile | null> {
  const month = currentMonth(timeZone);
  const [row] = await db
    .select({
      id: profiles.id,
      email: user.email,
      displayName: profiles.displayName,
      avatarUrl: profiles.avatarUrl,
      membershipType: profiles.membershipType,
      plusEndsAt: plusEndsSubquery(profiles.id),
      onboardingComplete: profiles.onboardingComplete,
      locale: profiles.locale,
      createdAt: profiles.createdAt,
      dreamsUsed: monthDreamsSubquery(profiles.id, month),
      analysesUsed: monthAnalysesSubquery(profiles.id, month),
    })
    .from(profiles)
    .innerJoin(user, eq(user.id, profiles.id))
    .where(eq(profiles.id, userId));
  if (!row) return null;
  const { dreamsUsed, analysesUsed, plusEndsAt, ...profile } = row;
  return {
    ...profile,
    // A timestamp from raw SQL comes back as the driver's text; Date parses both drivers' forms.
    plusEndsAt: plusEndsAt ? new Date(plusEndsAt).toISOString() : null,
    createdAt: row.createdAt.toISOString(),
    usage: planUsage(row.membershipType, month.month, Number(dreamsUsed), Number(analysesUsed)),
  };
}
