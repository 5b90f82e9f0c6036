import { and, eq, gte, lte, type SQL } from "drizzle-orm";
import type { Db } from "../../db";
import { dreams } from "../../db/schema";

/** Dates are compared as yyyy-MM-dd in clear: no dream is decrypted for the calendar. */
export function betweenDates(userId: string, from?: string, to?: string): SQL {
  return and(
    eq(dreams.userId, userId),
    from ? gte(dreams.dreamDate, from) : undefined,
    to ? lte(dreams.dreamDate, to) : undefined,
  ) as SQL;
}

/** Every distinct day with an entry ("I don't remember" days included: they keep a streak alive). */
export async function entryDates(db: Pick<Db, "selectDistinct">, userId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ date: dreams.dreamDate })
    .from(dreams)
    .where(eq(dreams.userId, userId));
  return rows.map((row) => row.date);
}
