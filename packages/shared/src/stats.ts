import { z } from "zod";
import { daysInMonth, ISO_MONTH, ISO_YEAR, isIsoDate, isIsoMonth, isIsoYear, todayIn } from "./dates";
import { emotionSchema } from "./detections";
import type { DreamType } from "./dreams";
import { MEMBERSHIP_TYPES } from "./profile";

export const STATS_MESSAGES = {
  invalidMonth: "STATS_INVALID_MONTH",
  invalidYear: "STATS_INVALID_YEAR",
  invalidDate: "STATS_INVALID_DATE",
} as const;

/** GET /api/stats/calendar?month=yyyy-MM (the pattern shows in the OpenAPI document; the refinement decides) */
export const calendarQuerySchema = z.object({
  month: z
    .string({ error: STATS_MESSAGES.invalidMonth })
    .regex(ISO_MONTH, STATS_MESSAGES.invalidMonth)
    .refine(isIsoMonth, STATS_MESSAGES.invalidMonth),
});

/** GET /api/stats/calendar/year?year=yyyy */
export const yearQuerySchema = z.object({
  year: z
    .string({ error: STATS_MESSAGES.invalidYear })
    .regex(ISO_YEAR, STATS_MESSAGES.invalidYear)
    .refine(isIsoYear, STATS_MESSAGES.invalidYear)
    .transform(Number),
});

/** GET /api/stats/calendar/day?date=yyyy-MM-dd */
export const dayQuerySchema = z.object({
  date: z.string({ error: STATS_MESSAGES.invalidDate }).refine(isIsoDate, STATS_MESSAGES.invalidDate),
});

export const calendarDaySchema = z.object({
  date: z.string(),
  /** Remembered dreams that day. */
  count: z.number().int(),
  /** True when the day only has "I don't remember" entries. */
  notRemembered: z.boolean(),
});
export type CalendarDay = z.infer<typeof calendarDaySchema>;

/** How many remembered dreams the user marked with each type (docs/decisions/035-dream-types.md). */
export const typeCountsSchema = z.object({
  lucid: z.number().int(),
  nightmare: z.number().int(),
  recurring: z.number().int(),
} satisfies Record<DreamType, z.ZodNumber>);
export type TypeCounts = z.infer<typeof typeCountsSchema>;

export const calendarStatsSchema = z.object({
  month: z.string(),
  days: z.array(calendarDaySchema),
  /** Remembered dreams in the month. */
  monthCount: z.number().int(),
  /** Days with a remembered dream / days in the month, 0–100. */
  monthPercentage: z.number(),
  /** The month's dreams of each type. */
  typeCounts: typeCountsSchema,
  currentStreak: z.number().int(),
  longestStreak: z.number().int(),
});
export type CalendarStats = z.infer<typeof calendarStatsSchema>;

export const tagCountSchema = z.object({ tag: z.string(), count: z.number().int() });
export type TagCount = z.infer<typeof tagCountSchema>;

export const yearStatsSchema = z.object({
  year: z.number().int(),
  /** Twelve entries, January first: remembered dreams per month. */
  months: z.array(z.object({ month: z.string(), count: z.number().int() })),
  total: z.number().int(),
  longestStreak: z.number().int(),
  topTags: z.array(tagCountSchema),
});
export type YearStats = z.infer<typeof yearStatsSchema>;

export const dayDreamsSchema = z.object({
  date: z.string(),
  dreams: z.array(z.object({ id: z.string(), title: z.string().nullable(), notRemembered: z.boolean() })),
});
export type DayDreams = z.infer<typeof dayDreamsSchema>;

/** The profile's Dream Statistics (docs/product.md, 'Profile'), with the longest streak computed. */
export const profileStatsSchema = z.object({
  totalDreams: z.number().int(),
  currentStreak: z.number().int(),
  longestStreak: z.number().int(),
  /** The month of sign-up, yyyy-MM in the user's time zone (the page words it), or null. */
  memberSince: z.string().nullable(),
  membershipType: z.enum(MEMBERSHIP_TYPES),
  favoriteTags: z.array(z.string()),
  /** The 3 emotions on most dreams (each dream counted once per emotion), from the stored chips. */
  topEmotions: z.array(z.object({ emotion: emotionSchema, count: z.number().int() })),
  /** The 3 symbols on most dreams, from the stored chips. */
  topSymbols: z.array(z.object({ symbol: z.string(), label: z.string(), count: z.number().int() })),
  /** The whole journal's dreams of each type. */
  typeCounts: typeCountsSchema,
});
export type ProfileStats = z.infer<typeof profileStatsSchema>;

export const FAVORITE_TAG_COUNT = 3;
export const TOP_DETECTION_COUNT = 3;

/** Days with a dream as a whole percentage of the month's days, 0–100. */
export function monthPercentage(daysWithDream: number, month: string): number {
  const ratio = daysWithDream / daysInMonth(month);
  return Math.min(100, Math.max(0, Math.round(ratio * 100)));
}

/** The month of sign-up, yyyy-MM in the user's time zone (e.g. '2026-03'), or null without a date. */
export function memberSince(createdAt: Date | string | null | undefined, timeZone = "UTC"): string | null {
  const date = createdAt === null || createdAt === undefined ? null : new Date(createdAt);
  if (!date || Number.isNaN(date.getTime())) return null;
  return todayIn(timeZone, date).slice(0, 7);
}
