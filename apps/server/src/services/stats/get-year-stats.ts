import { isoDate, isoMonth } from "@somnia/shared/dates";
import type { YearStats } from "@somnia/shared/stats";
import { longestStreak } from "@somnia/shared/streak";
import { type Crypto, userCipherOrNull } from "../../crypto";
import type { Db } from "../../db";
import { TERM_KIND } from "../../db/schema/search";
import { topTerms } from "../search/top-terms";
import { dayCounts } from "./day-counts";

export const YEAR_TOP_TAGS = 5;

/**
 * The yearly summary: remembered dreams per month and the year's longest streak by SQL over dates,
 * its top tags by SQL over the blind index (only those tags' labels decrypted).
 */
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
  const from = isoDate(year, 1, 1);
  const to = isoDate(year, 12, 31);
  const days = await dayCounts(db, userId, from, to);
  const cipher = await userCipherOrNull(crypto, userId);
  const tags = cipher
    ? (await topTerms({ db, cipher, kinds: [TERM_KIND.tag], limit: YEAR_TOP_TAGS, from, to })).get(
        TERM_KIND.tag,
      )
    : undefined;
  const months = Array.from({ length: 12 }, (_, i) => ({
    month: isoMonth(year, i + 1),
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
    topTags: (tags ?? []).map(({ value, count }) => ({ tag: value, count })),
  };
}
