import type { Profile } from "@somnia/shared/profile";
import { eq } from "drizzle-orm";
import type { Db } from "../../db";
import { profiles, user } from "../../db/schema";

/** The caller's profile joined with their e-mail, as the API returns it; null when there is none yet. */
export async function selectProfile(db: Db, userId: string): Promise<Profile | null> {
  const [row] = await db
    .select({
      id: profiles.id,
      email: user.email,
      displayName: profiles.displayName,
      avatarUrl: profiles.avatarUrl,
      membershipType: profiles.membershipType,
      onboardingComplete: profiles.onboardingComplete,
      createdAt: profiles.createdAt,
    })
    .from(profiles)
    .innerJoin(user, eq(user.id, profiles.id))
    .where(eq(profiles.id, userId));
  return row ? { ...row, createdAt: row.createdAt.toISOString() } : null;
}
