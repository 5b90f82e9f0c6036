import { and, eq, isNotNull, lte } from "drizzle-orm";
import type { Db } from "../db";
import { reminderDeliveries, reminders } from "../db/schema";
import { type ClaimedReminder, dayLogged, hashToken, newToken, withPeople } from "./claim-due";
import type { FailedParts, ReminderParts } from "./deliver";

/**
 * How long after each failed attempt the next one comes: 1, 2, 4, 8, 16 and 32 minutes, so the
 * last try is about an hour after the first, well inside the morning (`LATE_LIMIT_MS`). After the
 * seventh attempt the reminder is given up (and logged).
 */
export const RETRY_DELAYS_MS = [1, 2, 4, 8, 16, 32].map((minutes) => minutes * 60_000);

/** A reminder whose earlier send failed in part, claimed to be tried again. */
export interface RetryClaim extends ClaimedReminder {
  attempts: number;
  parts: ReminderParts;
}

const nothingToRetry = { retryAt: null, retryEmail: false, retryPush: [] as string[] };

/**
 * Records what failed in a reminder's `attempts`-th send: it is tried again after its delay in
 * `RETRY_DELAYS_MS`, or given up once they run out. Returns when the next try comes, or null.
 */
export async function scheduleRetry(
  db: Db,
  reminder: Pick<ClaimedReminder, "userId" | "localDate">,
  attempts: number,
  failed: FailedParts,
  now: Date,
): Promise<Date | null> {
  const delay = RETRY_DELAYS_MS[attempts - 1];
  const retryAt = delay === undefined ? null : new Date(now.getTime() + delay);
  await db
    .update(reminderDeliveries)
    .set(retryAt ? { retryAt, retryEmail: failed.email, retryPush: failed.push } : nothingToRetry)
    .where(
      and(
        eq(reminderDeliveries.userId, reminder.userId),
        eq(reminderDeliveries.localDate, reminder.localDate),
      ),
    );
  return retryAt;
}

/**
 * Claims up to `limit` reminders whose retry is due at `now`, in one transaction, as
 * `claimDueReminders` claims new ones: the rows are locked (another instance's are skipped) and
 * their retry cleared before anything is sent, so each attempt is made by one instance, once. An
 * e-mail to send again gets a new unsubscribe token (only its hash is kept). Dropped instead: a
 * reminder turned off or unsubscribed meanwhile, and a day the user has logged since.
 */
export async function claimRetries(db: Db, now: Date, limit: number) {
  const { claimed, due } = await db.transaction(async (tx) => {
    const rows = await tx
      .select({
        userId: reminderDeliveries.userId,
        localDate: reminderDeliveries.localDate,
        attempts: reminderDeliveries.attempts,
        retryEmail: reminderDeliveries.retryEmail,
        retryPush: reminderDeliveries.retryPush,
        unsubscribedAt: reminderDeliveries.unsubscribedAt,
      })
      .from(reminderDeliveries)
      .where(and(isNotNull(reminderDeliveries.retryAt), lte(reminderDeliveries.retryAt, now)))
      .orderBy(reminderDeliveries.retryAt)
      .limit(limit)
      .for("update", { skipLocked: true });
    const claimed: Omit<RetryClaim, "email" | "name" | "locale">[] = [];
    for (const row of rows) {
      const key = and(
        eq(reminderDeliveries.userId, row.userId),
        eq(reminderDeliveries.localDate, row.localDate),
      );
      const [setting] = await tx
        .select({ enabled: reminders.enabled })
        .from(reminders)
        .where(eq(reminders.userId, row.userId));
      const wanted = setting?.enabled && !row.unsubscribedAt;
      if (!wanted || (await dayLogged(tx, row.userId, row.localDate))) {
        await tx.update(reminderDeliveries).set(nothingToRetry).where(key);
        continue;
      }
      const token = newToken();
      const attempts = row.attempts + 1;
      await tx
        .update(reminderDeliveries)
        .set({ ...nothingToRetry, attempts, ...(row.retryEmail ? { tokenHash: hashToken(token) } : {}) })
        .where(key);
      const parts = { email: row.retryEmail, push: row.retryPush };
      claimed.push({ userId: row.userId, localDate: row.localDate, token, attempts, parts });
    }
    return { claimed, due: rows.length };
  });
  return { claimed: await withPeople(db, claimed), due };
}
