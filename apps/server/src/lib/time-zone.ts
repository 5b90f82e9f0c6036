import { dateTimeFormat, isTimeZone } from "@somnia/shared/dates";
import { TIME_ZONE_HEADER } from "@somnia/shared/http";
import type { Context } from "hono";

/** The header is defined once for both sides, in packages/shared/src/http.ts. */
export { TIME_ZONE_HEADER };

export const DEFAULT_TIME_ZONE = "UTC";

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

/**
 * The instant the zone's clocks show `minutes` past midnight of the given day (DST-safe; a time a
 * spring-forward skips comes out an hour later, as a clock shows it).
 */
export function zonedInstant(
  year: number,
  month: number,
  day: number,
  minutes: number,
  timeZone: string,
): Date {
  const wall = Date.UTC(year, month - 1, day) + minutes * 60_000;
  let instant = wall - offsetAt(timeZone, wall);
  instant = wall - offsetAt(timeZone, instant);
  return new Date(instant);
}

/** The instant local midnight starts the given day in the zone (DST-safe). */
function startOfDay(year: number, month: number, day: number, timeZone: string): Date {
  return zonedInstant(year, month, day, 0, timeZone);
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
