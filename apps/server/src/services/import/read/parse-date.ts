import { isoDate } from "@somnia/shared/dates";
import type { DateOrder } from "@somnia/shared/import";
import { monthOf } from "./month-names";

/** A date written at the start of a text, and the text after it. */
export type DateMatch =
  | { kind: "ymd"; year: number; month: number; day: number; rest: string }
  /** 03/04/2024 or 03-04-2024: which part is the day depends on the file's date order. */
  | { kind: "either"; first: number; second: number; year: number; rest: string };

const ISO = /^(\d{4})-(\d{1,2})-(\d{1,2})(?!\d)/;
const YEAR_FIRST = /^(\d{4})\/(\d{1,2})\/(\d{1,2})(?!\d)/;
/** 15.03.2024: always day first. */
const DOTTED = /^(\d{1,2})\.(\d{1,2})\.(\d{4})(?!\d)/;
const EITHER = /^(\d{1,2})([/-])(\d{1,2})\2(\d{4})(?!\d)/;
/** 15 March 2024, 15. März 2024, 1er mars 2024, 15 de marzo de 2024, 15th of March, 2024 */
const DAY_MONTH =
  /^(\d{1,2})(?:st|nd|rd|th|er|º|°)?\.?\s+(?:de\s+|of\s+)?(\p{L}+)\.?,?\s+(?:de\s+)?(\d{4})(?!\d)/iu;
/** March 15, 2024; Mar. 15th 2024 */
const MONTH_DAY = /^(\p{L}+)\.?\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})(?!\d)/iu;
/** A weekday before a named date: "Friday, March 15, 2024", "vendredi 15 mars 2024". */
const LEADING_WORD = /^(\p{L}+)\.?,?\s+/u;
/** What may follow a date in a cell of its own: a time ("T07:30:00Z", " 07:30", ", at 8:00 AM", " 7h30"). */
const TIME = /^(?:(?:T|\s+|,\s*)(?:\p{L}+\s+)?\d{1,2}(?::\d{2}|h\d{0,2}).*)?$/su;

function named(text: string): DateMatch | null {
  const dayFirst = DAY_MONTH.exec(text);
  const dayMonth = dayFirst && monthOf(dayFirst[2] as string);
  if (dayFirst && dayMonth)
    return {
      kind: "ymd",
      year: Number(dayFirst[3]),
      month: dayMonth,
      day: Number(dayFirst[1]),
      rest: text.slice(dayFirst[0].length),
    };
  const monthFirst = MONTH_DAY.exec(text);
  const month = monthFirst && monthOf(monthFirst[1] as string);
  if (monthFirst && month)
    return {
      kind: "ymd",
      year: Number(monthFirst[3]),
      month,
      day: Number(monthFirst[2]),
      rest: text.slice(monthFirst[0].length),
    };
  return null;
}

/** The date at the start of `input` (leading spaces aside), in any of the forms above, or null. */
export function matchDate(input: string): DateMatch | null {
  const text = input.trimStart();
  const ymd = ISO.exec(text) ?? YEAR_FIRST.exec(text);
  if (ymd)
    return {
      kind: "ymd",
      year: Number(ymd[1]),
      month: Number(ymd[2]),
      day: Number(ymd[3]),
      rest: text.slice(ymd[0].length),
    };
  const dotted = DOTTED.exec(text);
  if (dotted)
    return {
      kind: "ymd",
      year: Number(dotted[3]),
      month: Number(dotted[2]),
      day: Number(dotted[1]),
      rest: text.slice(dotted[0].length),
    };
  const either = EITHER.exec(text);
  if (either)
    return {
      kind: "either",
      first: Number(either[1]),
      second: Number(either[3]),
      year: Number(either[4]),
      rest: text.slice(either[0].length),
    };
  const found = named(text);
  if (found) return found;
  const word = LEADING_WORD.exec(text);
  if (word && monthOf(word[1] as string) === null) return named(text.slice(word[0].length));
  return null;
}

/**
 * What a d/m/y date says of the file's order: "dmy" when its first part can only be a day (> 12),
 * "mdy" when its second part can only be one, "either" when both could be months; null when it
 * tells nothing (not such a date, both parts equal, or no date either way).
 */
export function orderEvidence(match: DateMatch): DateOrder | "either" | null {
  if (match.kind !== "either" || match.first === match.second) return null;
  const { first, second } = match;
  if (first > 12 && second > 12) return null;
  if (first > 12) return "dmy";
  if (second > 12) return "mdy";
  return "either";
}

/**
 * The date as yyyy-MM-dd (not necessarily a day of the calendar: 2024-02-30 is returned as such for
 * the caller to refuse), a d/m/y one read in `order`; null when it could be either and no order is given.
 */
export function resolveDate(match: DateMatch, order: DateOrder | null): string | null {
  if (match.kind === "ymd") return isoDate(match.year, match.month, match.day);
  const { first, second, year } = match;
  if (first === second) return isoDate(year, first, second);
  const dayFirst = order ? order === "dmy" : first > 12 ? true : second > 12 ? false : null;
  if (dayFirst === null) return null;
  return dayFirst ? isoDate(year, second, first) : isoDate(year, first, second);
}

/**
 * A date written alone (a CSV cell, a front matter value), perhaps with a time after it: yyyy-MM-dd
 * when it reads as a date, the text as found when it does not, null when there is none.
 */
export function dateOfText(input: string, order: DateOrder | null): string | null {
  const text = input.trim();
  if (!text) return null;
  const match = matchDate(text);
  if (!match || !TIME.test(match.rest)) return text;
  return resolveDate(match, order) ?? text;
}
