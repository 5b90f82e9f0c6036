import { format, parseISO } from "date-fns";

/** The list's date format (spec §9: 'MMM d, yyyy'), for a yyyy-MM-dd day or an ISO timestamp. */
export function formatDay(value: string): string {
  const date = parseISO(value);
  return Number.isNaN(date.getTime()) ? value : format(date, "MMM d, yyyy");
}

/** A reading's moment, e.g. 'Nov 23, 2026, 9:41:07 AM' (two readings may share a day). */
export function formatMoment(value: string): string {
  const date = parseISO(value);
  return Number.isNaN(date.getTime()) ? value : format(date, "MMM d, yyyy, pp");
}
