import { todayIn } from "@somnia/shared/dates";
import { favoriteTags, memberSince, type ProfileStats } from "@somnia/shared/stats";
import { currentStreak, longestStreak } from "@somnia/shared/streak";
import { and, count, eq } from "drizzle-orm";
import type { Crypto } from "../../crypto";
import type { Db } from "../../db";
import { dreams, profiles } from "../../db/schema";
import { entryDates } from "./entry-dates";
import { tagLists } from "./tag-lists";
import { topDetections } from "./top-detections";

export interface GetProfileStatsOptions {
  db: Db;
  crypto: Crypto;
  userId: string;
  timeZone: string;
  now?: Date;
}

/**
 * The profile's Dream Statistics card (docs/product.md, 'Profile'), one query per figure; only tags
 * and the emotion and symbol chips (top 3 each, decision 013) are decrypted.
 */
export async function getProfileStats(options: GetProfileStatsOptions): Promise<ProfileStats> {
  const { db, crypto, userId, timeZone, now } = options;
  const [profile] = await db
    .select({ createdAt: profiles.createdAt, membershipType: profiles.membershipType })
    .from(profiles)
    .where(eq(profiles.id, userId));
  const [total] = await db
    .select({ value: count() })
    .from(dreams)
    .where(and(eq(dreams.userId, userId), eq(dreams.notRemembered, false)));
  const dates = await entryDates(db, userId);
  const tags = await tagLists({ db, crypto, userId });
  const { topEmotions, topSymbols } = await topDetections({ db, crypto, userId });
  return {
    totalDreams: total?.value ?? 0,
    currentStreak: currentStreak(dates, todayIn(timeZone, now)),
    longestStreak: longestStreak(dates),
    memberSince: memberSince(profile?.createdAt, timeZone),
    membershipType: profile?.membershipType ?? "Basic",
    favoriteTags: favoriteTags(tags),
    topEmotions,
    topSymbols,
  };
}
