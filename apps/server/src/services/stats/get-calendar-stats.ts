import { daysInMonth, todayIn } from "@somnia/shared/dates";
import { type CalendarStats, monthPercentage } from "@somnia/shared/stats";
import { currentStreak, longestStreak } from "@somnia/shared/streak";
import { type Crypto, userCipherOrNull } from "../../crypto";
import type { Db } from "../../db";
import { dayCounts } from "./day-counts";
import { entryDates } from "./entry-dates";
import { typeCounts } from "./type-counts";

export interface GetCalendarStatsOptions {
  db: Db;
  crypto: Crypto;
  userId: string;
  /** yyyy-MM */
  month: string;
  /** The caller's zone: it decides which day is today for the current streak. */
  timeZone: string;
  now?: Date;
}

/**
 * The calendar page's month: its days with entries, count, percentage, dreams of each type (from
 * the blind index, nothing decrypted), and the streaks.
 */
export async function getCalendarStats(options: GetCalendarStatsOptions): Promise<CalendarStats> {
  const { db, crypto, userId, month, timeZone, now } = options;
  const range = { from: `${month}-01`, to: `${month}-${daysInMonth(month)}` };
  const days = await dayCounts(db, userId, range.from, range.to);
  const dates = await entryDates(db, userId);
  const remembered = days.filter((day) => day.count > 0);
  return {
    month,
    days,
    monthCount: remembered.reduce((sum, day) => sum + day.count, 0),
    monthPercentage: monthPercentage(remembered.length, month),
    typeCounts: await typeCounts(db, await userCipherOrNull(crypto, userId), range),
    currentStreak: currentStreak(dates, todayIn(timeZone, now)),
    longestStreak: longestStreak(dates),
  };
}
