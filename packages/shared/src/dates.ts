/** Calendar dates as stored (yyyy-MM-dd), free of time-zone drift. */
export type IsoDate = string;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isIsoDate(value: string): boolean {
  const m = ISO_DATE.exec(value);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.toISOString().slice(0, 10) === value;
}

/** Days since 1970-01-01 for a yyyy-MM-dd date. */
export function dayNumber(date: IsoDate): number {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  return Math.round(Date.UTC(y, m - 1, d) / 86_400_000);
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
  return new Date(Date.UTC(y, m, 0)).getUTCDate();
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
