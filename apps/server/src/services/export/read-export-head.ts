import type { ExportData } from "@somnia/shared/account";
import { eq } from "drizzle-orm";
import type { Db } from "../../db";
import { profiles, user } from "../../db/schema";

/** What an export opens with: when it was made, the account and the profile. */
export type ExportHead = Pick<ExportData, "exportedAt" | "account" | "profile">;

/**
 * The caller's account and profile (nothing encrypted): read before the response starts, so a
 * failure here is still an ordinary error response.
 */
export async function readExportHead({
  db,
  userId,
  now = new Date(),
}: {
  db: Db;
  userId: string;
  now?: Date;
}): Promise<ExportHead> {
  const [row] = await db
    .select({ account: user, profile: profiles })
    .from(user)
    .leftJoin(profiles, eq(profiles.id, user.id))
    .where(eq(user.id, userId));
  if (!row) throw new Error("the signed-in user has no user row");
  const { account, profile } = row;
  return {
    exportedAt: now.toISOString(),
    account: { email: account.email, name: account.name, createdAt: account.createdAt.toISOString() },
    profile: profile && {
      displayName: profile.displayName,
      avatarUrl: profile.avatarUrl,
      membershipType: profile.membershipType,
      onboardingComplete: profile.onboardingComplete,
      locale: profile.locale,
      createdAt: profile.createdAt.toISOString(),
    },
  };
}
