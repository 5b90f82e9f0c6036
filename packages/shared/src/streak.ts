import { dayNumber, type IsoDate } from "./dates";

function distinctDays(dates: readonly IsoDate[]): number[] {
  return [...new Set(dates.map(dayNumber))].sort((a, b) => a - b);
}

/**
 * Consecutive calendar days with an entry, ending at the latest entry; 0 when the latest entry
 * is more than one day before today (docs/product.md, 'Rules and limits'). "I don't remember" days
 * count because the caller passes them (apps/server/src/services/stats/entry-dates.ts).
 */
export function currentStreak(dates: readonly IsoDate[], today: IsoDate): number {
  const days = distinctDays(dates);
  const latest = days.at(-1);
  if (latest === undefined || dayNumber(today) - latest > 1) return 0;
  let streak = 1;
  for (let i = days.length - 2; i >= 0 && days[i] === latest - streak; i--) streak++;
  return streak;
}

/** The longest run of consecutive days with an entry, ever. */
export function longestStreak(dates: readonly IsoDate[]): number {
  const days = distinctDays(dates);
  let longest = 0;
  let run = 0;
  days.forEach((day, i) => {
    run = i > 0 && days[i - 1] === day - 1 ? run + 1 : 1;
    longest = Math.max(longest, run);
  });
  return longest;
}
