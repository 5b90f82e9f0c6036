import type { Profile } from "@somnia/shared/profile";
import { PROFILE_MESSAGES } from "@somnia/shared/profile";
import type { Db } from "../../db";
import { AppError } from "../../lib/app-error";
import { selectProfile } from "./profile-row";

export async function getProfile({
  db,
  userId,
  timeZone,
}: {
  db: Db;
  userId: string;
  /** The caller's time zone, for this month's usage. */
  timeZone?: string;
}): Promise<Profile> {
  const profile = await selectProfile(db, userId, timeZone);
  if (!profile) throw new AppError("PROFILE_NOT_FOUND", { reason: PROFILE_MESSAGES.notFound });
  return profile;
}
