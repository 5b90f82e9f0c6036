import { and, count, eq, gte, lt, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Db } from "../../db";
import { dreams } from "../../db/schema";
import { monthIn, monthRange } from "../../lib/time-zone";

/** Remembered dreams logged in the month: "I don't remember" entries never use the allowance. */
function inMonth(userId: string | AnyPgColumn, range: { start: Date; end: Date }): SQL {
  return and(
    eq(dreams.userId, userId),
    eq(dreams.notRemembered, false),
    gte(dreams.createdAt, range.start),
    lt(dreams.createdAt, range.end),
  ) as SQL;
}

/** The calendar month it is now where the user is, and its bounds. */
export function currentMonth(timeZone: string, now: Date = new Date()) {
  const month = monthIn(timeZone, now);
  return { month, ...monthRange(month, timeZone) };
}

/** The same count as a scalar subquery, so the profile is still read in one query. */
export function monthDreamsSubquery(userId: AnyPgColumn, range: { start: Date; end: Date }): SQL<number> {
  return sql<number>`(select count(*)::int from ${dreams} where ${inMonth(userId, range)})`;
}

export interface CountMonthDreamsOptions {
  db: Pick<Db, "select">;
  userId: string;
  timeZone: string;
  now?: Date;
}

/** How many remembered dreams the user logged this calendar month in their time zone. */
export async function countMonthDreams({ db, userId, timeZone, now }: CountMonthDreamsOptions) {
  const range = currentMonth(timeZone, now);
  const [row] = await db.select({ used: count() }).from(dreams).where(inMonth(userId, range));
  return { month: range.month, used: row?.used ?? 0 };
}
