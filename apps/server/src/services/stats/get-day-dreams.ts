import type { DayDreams } from "@somnia/shared/stats";
import { and, asc, eq } from "drizzle-orm";
import type { Crypto } from "../../crypto";
import type { Db } from "../../db";
import { dreams } from "../../db/schema";

/** The caller's entries on one day (for the calendar's day list): only their titles are decrypted. */
export async function getDayDreams({
  db,
  crypto,
  userId,
  date,
}: {
  db: Db;
  crypto: Crypto;
  userId: string;
  date: string;
}): Promise<DayDreams> {
  const rows = await db
    .select({ id: dreams.id, title: dreams.title, notRemembered: dreams.notRemembered })
    .from(dreams)
    .where(and(eq(dreams.userId, userId), eq(dreams.dreamDate, date)))
    .orderBy(asc(dreams.createdAt), asc(dreams.id));
  const cipher = rows.some((row) => !row.notRemembered && row.title !== null)
    ? await crypto.forUser(userId)
    : null;
  const items = rows.map((row) => ({
    id: row.id,
    title: row.notRemembered || row.title === null || !cipher ? null : cipher.open(row.title),
    notRemembered: row.notRemembered,
  }));
  return { date, dreams: items };
}
