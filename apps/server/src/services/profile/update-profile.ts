import type { Profile, UpdateProfileInput } from "@somnia/shared/profile";
import { eq } from "drizzle-orm";
import type { Db } from "../../db";
import { profiles } from "../../db/schema";
import { getProfile } from "./get-profile";

/** Applies the editable fields (never membership) to the caller's profile. */
export async function updateProfile({
  db,
  userId,
  input,
}: {
  db: Db;
  userId: string;
  input: UpdateProfileInput;
}): Promise<Profile> {
  const changes = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));
  if (Object.keys(changes).length > 0) {
    await db
      .update(profiles)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(profiles.id, userId));
  }
  return getProfile({ db, userId });
}
