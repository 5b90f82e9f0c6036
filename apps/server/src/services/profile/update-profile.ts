import type { Profile, UpdateProfileInput } from "@somnia/shared/profile";
import { eq } from "drizzle-orm";
import type { Db } from "../../db";
import { profiles } from "../../db/schema";
import type { EventBus } from "../../events";
import { getProfile } from "./get-profile";

/** Applies the editable fields (never membership) to the caller's profile, then tells their other tabs. */
export async function updateProfile({
  db,
  userId,
  input,
  timeZone,
  events,
}: {
  db: Db;
  userId: string;
  input: UpdateProfileInput;
  timeZone?: string;
  /** profile.changed goes out after a change (decision 020). */
  events?: Pick<EventBus, "publish">;
}): Promise<Profile> {
  const changes = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));
  if (Object.keys(changes).length > 0) {
    await db
      .update(profiles)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(profiles.id, userId));
    await events?.publish(userId, { type: "profile.changed" });
  }
  return getProfile({ db, userId, timeZone });
}
