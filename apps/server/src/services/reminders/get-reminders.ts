import { WEEKDAYS } from "@somnia/shared/dates";
import { DEFAULT_REMINDER_TIME, type Reminders } from "@somnia/shared/reminders";
import { count, eq } from "drizzle-orm";
import type { Db } from "../../db";
import { pushSubscriptions, reminders } from "../../db/schema";

export interface GetRemindersOptions {
  db: Db;
  userId: string;
  /** The VAPID public key browsers subscribe with. */
  pushPublicKey: string;
  /** The caller's zone: the default until a reminder is saved. */
  timeZone: string;
}

/** The caller's reminder (off at 07:30 every day until saved), its next time and their notified browsers. */
export async function getReminders({
  db,
  userId,
  pushPublicKey,
  timeZone,
}: GetRemindersOptions): Promise<Reminders> {
  const [[row], [devices]] = await Promise.all([
    db.select().from(reminders).where(eq(reminders.userId, userId)),
    db.select({ n: count() }).from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId)),
  ]);
  const settings = row
    ? { enabled: row.enabled, time: row.time, days: row.days, timeZone: row.timeZone }
    : { enabled: false, time: DEFAULT_REMINDER_TIME, days: [...WEEKDAYS], timeZone };
  return {
    settings,
    nextAt: row?.nextAt?.toISOString() ?? null,
    pushPublicKey,
    pushDevices: devices?.n ?? 0,
  };
}
