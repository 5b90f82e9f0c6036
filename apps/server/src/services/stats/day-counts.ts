import type { CalendarDay } from "@somnia/shared/stats";
import { asc, sql } from "drizzle-orm";
import type { Db } from "../../db";
import { dreams } from "../../db/schema";
import { betweenDates } from "./entry-dates";

/**
 * Per day with an entry in [from, to] (the whole journal without them): remembered dreams, and
 * whether it only has "I don't remember" ones.
 */
export async function dayCounts(db: Db, userId: string, from?: string, to?: string): Promise<CalendarDay[]> {
  const rows = await db
    .select({
      date: dreams.dreamDate,
      count: sql<number>`(count(*) filter (where not ${dreams.notRemembered}))::int`,
    })
    .from(dreams)
    .where(betweenDates(userId, from, to))
    .groupBy(dreams.dreamDate)
    .orderBy(asc(dreams.dreamDate));
  return rows.map(({ date, count }) => ({ date, count: Number(count), notRemembered: Number(count) === 0 }));
}
