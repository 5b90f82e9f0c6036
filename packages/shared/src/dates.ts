/** Calendar dates as stored (yyyy-MM-dd), free of time-zone drift. */
export type IsoDate = string;

/**
 * The first year a date may have: years are four digits, and year 0000 is in neither PostgreSQL's
 * calendar nor the Gregorian one (1 BC is followed by AD 1).
 */
const MIN_YEAR = 1;

/** ISO weekdays: 1 is Monday, 7 is Sunday. */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
/** The shapes of a month and a year; `isIsoMonth` and `isIsoYear` also refuse year 0000. */
export const ISO_MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
export const ISO_YEAR = /^\d{4}$/;

const pad = (value: number, digits: number) => String(value).padStart(digits, "0");

/** A calendar date as stored, its year in four digits (`isoDate(99, 3, 4)` is "0099-03-04"). */
export function isoDate(year: number, month: number, day: number): IsoDate {
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
}

/** A calendar month, yyyy-MM, its year in four digits. */
export function isoMonth(year: number, month: number): string {
  return `${pad(year, 4)}-${pad(month, 2)}`;
}

/** Milliseconds at UTC midnight of the day, for every year (`Date.UTC` reads 0–99 as 1900–1999). */
function utcMidnight(year: number, month: number, day: number): number {
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return date.getTime();
}

/** A yyyy whose year has dates (0001–9999). */
export function isIsoYear(value: string): boolean {
  return ISO_YEAR.test(value) && Number(value) >= MIN_YEAR;
}

/** A yyyy-MM of a year that has dates. */
export function isIsoMonth(value: string): boolean {
  return ISO_MONTH.test(value) && Number(value.slice(0, 4)) >= MIN_YEAR;
}

/** A yyyy-MM-dd that is a day of the calendar, from 0001-01-01 to 9999-12-31. */
export function isIsoDate(value: string): boolean {
  const m = ISO_DATE.exec(value);
  if (!m) return false;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (year < MIN_YEAR) return false;
  const date = new Date(utcMidnight(year, month, day));
  return isoDate(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate()) === value;
}

/** Days since 1970-01-01 for a yyyy-MM-dd date. */
export function dayNumber(date: IsoDate): number {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  return Math.round(utcMidnight(y, m, d) / 86_400_000);
}

const formats = new Map<string, Intl.DateTimeFormat>();
/** Room for every time zone in several formats; past it the map starts again, never growing without bound. */
const MAX_FORMATS = 2_000;

/**
 * An `Intl.DateTimeFormat`, made once per locale and options: making one costs far more than
 * formatting with it. Throws like the constructor for an unknown time zone (nothing is kept then).
 */
export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    if (formats.size >= MAX_FORMATS) formats.clear();
    formats.set(key, format);
  }
  return format;
}

/** Today's date where the user is (an IANA zone such as "Europe/Berlin"). */
export function todayIn(timeZone: string, now: Date = new Date()): IsoDate {
  return dateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(now);
}

export function daysInMonth(month: string): number {
  const [y, m] = month.split("-").map(Number) as [number, number];
  return new Date(utcMidnight(y, m + 1, 0)).getUTCDate();
}

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
