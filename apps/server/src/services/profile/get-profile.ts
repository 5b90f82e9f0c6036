import type { Profile } from "@somnia/shared/profile";
import type { Db } from "../../db";
import { AppError } from "../../lib/app-error";
import { selectProfile } from "./profile-row";

export async function getProfile({ db, userId }: { db: Db; userId: string }): Promise<Profile> {
  const profile = await selectProfile(db, userId);
  if (!profile) throw new AppError("PROFILE_NOT_FOUND", { userMessage: "Profile not found" });
  return profile;
}
