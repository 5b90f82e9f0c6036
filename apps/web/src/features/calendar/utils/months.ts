import { format, parseISO } from "date-fns";

/** yyyy-MM of a local date. */
export function monthKey(date: Date): string {
  return format(date, "yyyy-MM");
}

/** The first day of a yyyy-MM month, as a local date. */
export function monthStart(month: string): Date {
  return parseISO(`${month}-01`);
}

/** 'March 2026' */
export function monthLabel(month: string): string {
  return format(monthStart(month), "MMMM yyyy");
}

/** yyyy-MM-dd of a local date. */
export function isoDate(date: Date): string {
  return format(date, "yyyy-MM-dd");
}

/** 'Monday, March 10th, 2026' */
export function longDay(date: string): string {
  return format(parseISO(date), "PPPP");
}
