import { countTags, type YearStats } from "@somnia/shared/stats";
import { longestStreak } from "@somnia/shared/streak";
import type { Crypto } from "../../crypto";
import type { Db } from "../../db";
import { dayCounts } from "./day-counts";
import { betweenDates } from "./entry-dates";
import { tagLists } from "./tag-lists";

export const YEAR_TOP_TAGS = 5;

/** The yearly summary: remembered dreams per month, the year's longest streak and its top tags. */
export async function getYearStats({
  db,
  crypto,
  userId,
  year,
}: {
  db: Db;
  crypto: Crypto;
  userId: string;
  year: number;
}): Promise<YearStats> {
  const from = `${year}-01-01`;
  const to = `${year}-12-31`;
  const days = await dayCounts(db, userId, from, to);
  const tags = await tagLists({ db, crypto, userId }, betweenDates(userId, from, to));
  const months = Array.from({ length: 12 }, (_, i) => ({
    month: `${year}-${String(i + 1).padStart(2, "0")}`,
    count: 0,
  }));
  for (const day of days) {
    const entry = months[Number(day.date.slice(5, 7)) - 1];
    if (entry) entry.count += day.count;
  }
  return {
    year,
    months,
    total: months.reduce((sum, m) => sum + m.count, 0),
    longestStreak: longestStreak(days.map((day) => day.date)),
    topTags: countTags(tags, YEAR_TOP_TAGS),
  };
}
