import { daysInMonth, todayIn } from "@somnia/shared/dates";
import { type CalendarStats, monthPercentage } from "@somnia/shared/stats";
import { currentStreak, longestStreak } from "@somnia/shared/streak";
import type { Db } from "../../db";
import { dayCounts } from "./day-counts";
import { entryDates } from "./entry-dates";

export interface GetCalendarStatsOptions {
  db: Db;
  userId: string;
  /** yyyy-MM */
  month: string;
  /** The caller's zone: it decides which day is today for the current streak. */
  timeZone: string;
  now?: Date;
}

/** The calendar page's month: its days with entries, count, percentage, and the streaks. */
export async function getCalendarStats(options: GetCalendarStatsOptions): Promise<CalendarStats> {
  const { db, userId, month, timeZone, now } = options;
  const days = await dayCounts(db, userId, `${month}-01`, `${month}-${daysInMonth(month)}`);
  const dates = await entryDates(db, userId);
  const remembered = days.filter((day) => day.count > 0);
  return {
    month,
    days,
    monthCount: remembered.reduce((sum, day) => sum + day.count, 0),
    monthPercentage: monthPercentage(remembered.length, month),
    currentStreak: currentStreak(dates, todayIn(timeZone, now)),
    longestStreak: longestStreak(dates),
  };
}
