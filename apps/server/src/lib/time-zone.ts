import { dateTimeFormat } from "@somnia/shared/dates";
import { TIME_ZONE_HEADER } from "@somnia/shared/http";
import type { Context } from "hono";

/** The header is defined once for both sides, in packages/shared/src/http.ts. */
export { TIME_ZONE_HEADER };

export const DEFAULT_TIME_ZONE = "UTC";

/** True for a time zone name this runtime knows (an IANA name such as "Europe/Berlin", or "UTC"). */
export function isTimeZone(value: string): boolean {
  if (value.length === 0 || value.length > 64) return false;
  try {
    dateTimeFormat("en-US", { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** The caller's time zone from `X-Time-Zone`; a missing or unknown name means UTC. */
export function timeZoneOf(c: Context): string {
  const value = c.req.header(TIME_ZONE_HEADER)?.trim();
  return value && isTimeZone(value) ? value : DEFAULT_TIME_ZONE;
}

/** Milliseconds the zone is ahead of UTC at `instant`. */
function offsetAt(timeZone: string, instant: number): number {
  const parts = dateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "numeric",
    day: "numeric",
    hour: "numeric",
    minute: "numeric",
    second: "numeric",
  }).formatToParts(new Date(instant));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const wall = Date.UTC(get("year"), get("month") - 1, get("day"), get("hour"), get("minute"), get("second"));
  return wall - Math.floor(instant / 1000) * 1000;
}

/** The instant local midnight starts the given day in the zone (DST-safe). */
function startOfDay(year: number, month: number, day: number, timeZone: string): Date {
  const wall = Date.UTC(year, month - 1, day);
  let instant = wall - offsetAt(timeZone, wall);
  instant = wall - offsetAt(timeZone, instant);
  return new Date(instant);
}

/** The calendar month ("yyyy-MM") it is now in the zone. */
export function monthIn(timeZone: string, now: Date = new Date()): string {
  const parts = dateTimeFormat("en-CA", {
    timeZone,
    year: "numeric",
    month: "2-digit",
  }).formatToParts(now);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return `${get("year")}-${get("month")}`;
}

/** The instants [start, end) of a calendar month ("yyyy-MM") in the zone. */
export function monthRange(month: string, timeZone: string): { start: Date; end: Date } {
  const [year, m] = month.split("-").map(Number) as [number, number];
  return {
    start: startOfDay(year, m, 1, timeZone),
    end: m === 12 ? startOfDay(year + 1, 1, 1, timeZone) : startOfDay(year, m + 1, 1, timeZone),
  };
}
