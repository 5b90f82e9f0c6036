import { createHash, randomBytes } from "node:crypto";
import { and, eq, inArray, isNotNull, lte } from "drizzle-orm";
import type { Db } from "../db";
import { dreams, profiles, reminderDeliveries, reminders, user } from "../db/schema";
import { localDateAt, nextReminder } from "./next-reminder";

/** A reminder this instance claimed and must now send, with its e-mail's unsubscribe token. */
export interface ClaimedReminder {
  userId: string;
  email: string;
  name: string;
  localDate: string;
  token: string;
}

/** A reminder more than this late (the server was down at the time) is not sent: the morning has passed. */
export const LATE_LIMIT_MS = 2 * 60 * 60_000;

export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/**
 * Claims up to `limit` reminders due at `now`, in one transaction: the due rows are locked (rows
 * another instance holds are skipped) and moved on to their next time, and each reminder to send
 * gets its (user, local date) delivery row, whose primary key lets only one instance ever insert it.
 * Skipped: a day the user has already logged (a dream or "I don't remember"), and a reminder past
 * `LATE_LIMIT_MS`. Returns the reminders to send and how many rows were due.
 */
export async function claimDueReminders(db: Db, now: Date, limit: number) {
  const { claimed, due } = await db.transaction(async (tx) => {
    const rows = await tx
      .select({
        userId: reminders.userId,
        time: reminders.time,
        days: reminders.days,
        timeZone: reminders.timeZone,
        nextAt: reminders.nextAt,
      })
      .from(reminders)
      .where(and(isNotNull(reminders.nextAt), lte(reminders.nextAt, now)))
      .orderBy(reminders.nextAt)
      .limit(limit)
      .for("update", { skipLocked: true });
    const claimed: Omit<ClaimedReminder, "email" | "name">[] = [];
    for (const row of rows) {
      const at = row.nextAt as Date;
      await tx
        .update(reminders)
        .set({ nextAt: nextReminder(row, now).at })
        .where(eq(reminders.userId, row.userId));
      if (now.getTime() - at.getTime() > LATE_LIMIT_MS) continue;
      const localDate = localDateAt(at, row.timeZone);
      const [logged] = await tx
        .select({ id: dreams.id })
        .from(dreams)
        .where(and(eq(dreams.userId, row.userId), eq(dreams.dreamDate, localDate)))
        .limit(1);
      if (logged) continue;
      const token = randomBytes(32).toString("base64url");
      const inserted = await tx
        .insert(reminderDeliveries)
        .values({ userId: row.userId, localDate, tokenHash: hashToken(token) })
        .onConflictDoNothing()
        .returning({ userId: reminderDeliveries.userId });
      if (inserted.length > 0) claimed.push({ userId: row.userId, localDate, token });
    }
    return { claimed, due: rows.length };
  });
  if (claimed.length === 0) return { claimed: [] as ClaimedReminder[], due };
  const people = await db
    .select({ id: user.id, email: user.email, name: user.name, displayName: profiles.displayName })
    .from(user)
    .leftJoin(profiles, eq(profiles.id, user.id))
    .where(
      inArray(
        user.id,
        claimed.map((c) => c.userId),
      ),
    );
  const byId = new Map(people.map((p) => [p.id, p]));
  const withPeople = claimed.flatMap((c) => {
    const person = byId.get(c.userId);
    return person ? [{ ...c, email: person.email, name: person.displayName ?? person.name }] : [];
  });
  return { claimed: withPeople, due };
}
