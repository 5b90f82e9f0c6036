import { todayIn } from "@somnia/shared/dates";
import { isEmotion } from "@somnia/shared/detections";
import {
  FAVORITE_TAG_COUNT,
  memberSince,
  type ProfileStats,
  TOP_DETECTION_COUNT,
} from "@somnia/shared/stats";
import { currentStreak, longestStreak } from "@somnia/shared/streak";
import { eq } from "drizzle-orm";
import { type Crypto, userCipherOrNull } from "../../crypto";
import type { Db } from "../../db";
import { profiles } from "../../db/schema";
import { TERM_KIND, type TermKind } from "../../db/schema/search";
import { lexiconEntry } from "../../domain/symbols/lexicon";
import { type TermCount, topTerms } from "../search/top-terms";
import { dayCounts } from "./day-counts";
import { typeCounts } from "./type-counts";

/** Enough of each kind for the longest of the lists. */
const TOP_COUNT = Math.max(FAVORITE_TAG_COUNT, TOP_DETECTION_COUNT);

export interface GetProfileStatsOptions {
  db: Db;
  crypto: Crypto;
  userId: string;
  timeZone: string;
  now?: Date;
}

/**
 * The profile's Dream Statistics card (docs/product.md, 'Profile') in four queries: the profile;
 * counts and streaks from the entries per day (clear columns); favourite tags and the top emotions
 * and symbols (decision 013) from the blind index's counts, with only the labels shown decrypted;
 * the dreams of each type (decision 035), from the same counts, nothing decrypted.
 */
export async function getProfileStats(options: GetProfileStatsOptions): Promise<ProfileStats> {
  const { db, crypto, userId, timeZone, now } = options;
  const [profile] = await db
    .select({ createdAt: profiles.createdAt, membershipType: profiles.membershipType })
    .from(profiles)
    .where(eq(profiles.id, userId));
  // Every day with an entry ("I don't remember" days keep a streak alive), and its remembered dreams.
  const days = await dayCounts(db, userId);
  const dates = days.map((day) => day.date);
  const cipher = await userCipherOrNull(crypto, userId);
  const kinds = [TERM_KIND.tag, TERM_KIND.emotion, TERM_KIND.symbol];
  const top = cipher ? await topTerms({ db, cipher, kinds, limit: TOP_COUNT }) : new Map();
  const of = (kind: TermKind): TermCount[] => top.get(kind) ?? [];
  return {
    totalDreams: days.reduce((sum, day) => sum + day.count, 0),
    currentStreak: currentStreak(dates, todayIn(timeZone, now)),
    longestStreak: longestStreak(dates),
    memberSince: memberSince(profile?.createdAt, timeZone),
    membershipType: profile?.membershipType ?? "Basic",
    favoriteTags: of(TERM_KIND.tag)
      .slice(0, FAVORITE_TAG_COUNT)
      .map(({ value }) => value),
    topEmotions: of(TERM_KIND.emotion)
      .slice(0, TOP_DETECTION_COUNT)
      .flatMap(({ value, count }) => (isEmotion(value) ? [{ emotion: value, count }] : [])),
    topSymbols: of(TERM_KIND.symbol)
      .slice(0, TOP_DETECTION_COUNT)
      .map(({ value, count }) => ({
        symbol: value,
        label: lexiconEntry(value)?.label ?? value,
        count,
      })),
    typeCounts: await typeCounts(db, cipher),
  };
}
