import { type IsoDate, todayIn } from "@somnia/shared/dates";
import { zonedInstant } from "../lib/time-zone";

export interface ReminderSchedule {
  /** `HH:MM` in `timeZone`. */
  time: string;
  /** ISO weekdays, 1 (Monday) to 7 (Sunday). */
  days: number[];
  timeZone: string;
}

export interface Occurrence {
  at: Date;
  /** The user's calendar day it falls on: one reminder at most per day. */
  localDate: IsoDate;
}

const DAY_MS = 86_400_000;

/** ISO weekday of a yyyy-MM-dd date: 1 is Monday, 7 is Sunday. */
function isoWeekday(date: IsoDate): number {
  return ((new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;
}

/**
 * The first reminder strictly after `after`: the time of day on one of the days, on the zone's
 * clocks, so 07:30 in Europe/Berlin is 06:30 UTC in summer and 05:30 UTC in winter.
 */
export function nextReminder(schedule: ReminderSchedule, after: Date): Occurrence {
  const [hours, minutes] = schedule.time.split(":").map(Number) as [number, number];
  const today = todayIn(schedule.timeZone, after);
  // The zone's today, then the next seven days: one of them is always a chosen day after `after`.
  for (let offset = 0; offset <= 7; offset++) {
    const localDate = new Date(Date.parse(`${today}T00:00:00Z`) + offset * DAY_MS).toISOString().slice(0, 10);
    if (!schedule.days.includes(isoWeekday(localDate))) continue;
    const [y, m, d] = localDate.split("-").map(Number) as [number, number, number];
    const at = zonedInstant(y, m, d, hours * 60 + minutes, schedule.timeZone);
    if (at.getTime() > after.getTime()) return { at, localDate };
  }
  throw new Error(`no reminder day in ${JSON.stringify(schedule.days)}`);
}

/** The user's calendar day at `at`. */
export const localDateAt = (at: Date, timeZone: string): IsoDate => todayIn(timeZone, at);
