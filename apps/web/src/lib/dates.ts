import { format, parseISO, startOfDay, startOfToday } from "date-fns";
import { dateLocale } from "./date-locale";
import { locale } from "./i18n/catalogues";

/**
 * Every date Somnia shows, in the active locale (docs/decisions/017-message-catalogue.md) and the
 * browser's time zone. date-fns's localized formats where the English wording has them (ordinals:
 * 'November 23rd, 2026'), with the locale src/lib/date-locale.ts loaded, and Intl for the rest.
 * Stored days are yyyy-MM-dd, read as local days.
 */

function local(value: string | Date): Date {
  return typeof value === "string" ? parseISO(value) : value;
}

function withPattern(value: string | Date, pattern: string): string {
  const date = local(value);
  return Number.isNaN(date.getTime()) ? String(value) : format(date, pattern, { locale: dateLocale });
}

function withIntl(value: string | Date, options: Intl.DateTimeFormatOptions): string {
  const date = local(value);
  return Number.isNaN(date.getTime()) ? String(value) : new Intl.DateTimeFormat(locale, options).format(date);
}

export const today = startOfToday;

/** A day as stored: yyyy-MM-dd of a local date. */
export function toIsoDate(date: Date): string {
  return format(date, "yyyy-MM-dd");
}

/** A stored yyyy-MM-dd (or yyyy-MM) as a local date, without a shift to UTC. */
export function fromIsoDate(value: string): Date {
  return parseISO(value);
}

/** yyyy-MM of a local date. */
export function toIsoMonth(date: Date): string {
  return format(date, "yyyy-MM");
}

/** 'Nov 23, 2026': a yyyy-MM-dd day or an ISO timestamp (anything else is returned as it is). */
export function formatDay(value: string): string {
  return withPattern(value, "PP");
}

/** 'Nov 23, 2026, 9:41:07 AM': a moment, when two on one day must be told apart. */
export function formatMoment(value: string): string {
  return withPattern(value, "PPpp");
}

/** 'November 23rd, 2026' */
export function formatLongDay(value: string | Date): string {
  return withPattern(value, "PPP");
}

/** 'Monday, March 10th, 2026' */
export function formatFullDay(value: string | Date): string {
  return withPattern(value, "PPPP");
}

/** 'Tuesday, March 10, 2026': the day's number as a calendar's grid shows it, without an ordinal. */
export function formatWeekdayDate(value: string | Date): string {
  return withIntl(value, { dateStyle: "full" });
}

/** 'March 10, 2026' */
export function formatDate(value: string | Date): string {
  return withIntl(value, { dateStyle: "long" });
}

/** 'March 2026' for a yyyy-MM month. */
export function formatMonth(month: string): string {
  return withIntl(month, { month: "long", year: "numeric" });
}

/** 'M' (narrow) or 'March' (long) for a yyyy-MM month. */
export function formatMonthName(month: string, width: "narrow" | "long"): string {
  return withIntl(month, { month: width });
}

/** 'today', 'yesterday', '3 days ago': how long ago a moment was, to the day. */
export function formatDaysAgo(value: string | Date, now = new Date()): string {
  const date = local(value);
  if (Number.isNaN(date.getTime())) return String(value);
  const days = Math.round((startOfDay(now).getTime() - startOfDay(date).getTime()) / 86_400_000);
  return new Intl.RelativeTimeFormat(locale, { numeric: "auto" }).format(-Math.max(days, 0), "day");
}

/** 'Thursday, November 26 at 7:30 AM': when something comes next. */
export function formatDayTime(value: string): string {
  return withIntl(value, {
    weekday: "long",
    month: "long",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
  });
}
