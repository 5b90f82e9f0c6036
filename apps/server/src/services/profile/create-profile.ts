import { avatarUrlSchema, defaultDisplayName, type Profile } from "@somnia/shared/profile";
import type { Db } from "../../db";
import { profiles } from "../../db/schema";
import { selectProfile } from "./profile-row";

export interface CreateProfileOptions {
  db: Db;
  userId: string;
  email: string;
  name: string | null | undefined;
  image: string | null | undefined;
  timeZone?: string;
}

/** Creates the caller's profile if missing (Basic; name from sign-up, else the e-mail's local part). */
export async function createProfile(
  options: CreateProfileOptions,
): Promise<{ profile: Profile; created: boolean }> {
  const { db, userId, email, name, image, timeZone } = options;
  const avatar = avatarUrlSchema.safeParse(image ?? undefined);
  const inserted = await db
    .insert(profiles)
    .values({
      id: userId,
      displayName: defaultDisplayName(name, email),
      avatarUrl: avatar.success ? avatar.data : null,
    })
    .onConflictDoNothing()
    .returning({ id: profiles.id });
  const profile = await selectProfile(db, userId, timeZone);
  if (!profile) throw new Error("profile vanished right after creation");
  return { profile, created: inserted.length > 0 };
}
