import { format, parseISO, startOfToday } from "date-fns";

/** A picked calendar day as stored (spec §5: yyyy-MM-dd), in the browser's own time zone. */
export function toIsoDate(date: Date): string {
  return format(date, "yyyy-MM-dd");
}

/** A stored yyyy-MM-dd as a local calendar day (no UTC drift). */
export function fromIsoDate(value: string): Date {
  return parseISO(value);
}

/** The list's date format (spec §9: 'MMM d, yyyy'). */
export function formatListDate(value: string): string {
  return format(parseISO(value), "MMM d, yyyy");
}

/** The picker's long date, e.g. 'November 23rd, 2026'. */
export function formatLongDate(date: Date): string {
  return format(date, "PPP");
}

export const today = startOfToday;
