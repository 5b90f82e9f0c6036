import { createHash, randomBytes } from "node:crypto";
import { isLocale, type Locale, SOURCE_LOCALE } from "@somnia/shared/locales";
import { and, eq, inArray, isNotNull, lte } from "drizzle-orm";
import type { Db } from "../db";
import { dreams, profiles, reminderDeliveries, reminders, user } from "../db/schema";
import { localDateAt, nextReminder } from "./next-reminder";

/** A reminder this instance claimed and must now send, with its e-mail's unsubscribe token. */
export interface ClaimedReminder {
  userId: string;
  email: string;
  name: string;
  /** The language the e-mail and the notification are written in. */
  locale: Locale;
  localDate: string;
  token: string;
}

/** A reminder more than this late (the server was down at the time) is not sent: the morning has passed. */
export const LATE_LIMIT_MS = 2 * 60 * 60_000;

export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");
/** An unsubscribe token: 32 random bytes, of which the delivery row keeps only the hash. */
export const newToken = () => randomBytes(32).toString("base64url");

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** Whether the user has logged the day already: a dream, or "I don't remember". */
export async function dayLogged(tx: Tx, userId: string, localDate: string): Promise<boolean> {
  const [logged] = await tx
    .select({ id: dreams.id })
    .from(dreams)
    .where(and(eq(dreams.userId, userId), eq(dreams.dreamDate, localDate)))
    .limit(1);
  return logged !== undefined;
}

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
    const claimed: Omit<ClaimedReminder, "email" | "name" | "locale">[] = [];
    for (const row of rows) {
      const at = row.nextAt as Date;
      await tx
        .update(reminders)
        .set({ nextAt: nextReminder(row, now).at })
        .where(eq(reminders.userId, row.userId));
      if (now.getTime() - at.getTime() > LATE_LIMIT_MS) continue;
      const localDate = localDateAt(at, row.timeZone);
      if (await dayLogged(tx, row.userId, localDate)) continue;
      const token = newToken();
      const inserted = await tx
        .insert(reminderDeliveries)
        .values({ userId: row.userId, localDate, tokenHash: hashToken(token) })
        .onConflictDoNothing()
        .returning({ userId: reminderDeliveries.userId });
      if (inserted.length > 0) claimed.push({ userId: row.userId, localDate, token });
    }
    return { claimed, due: rows.length };
  });
  return { claimed: await withPeople(db, claimed), due };
}

/** The reminders, each with its user's e-mail address, the name the e-mail greets and their language. */
export async function withPeople<T extends { userId: string }>(
  db: Db,
  due: T[],
): Promise<(T & { email: string; name: string; locale: Locale })[]> {
  if (due.length === 0) return [];
  const people = await db
    .select({
      id: user.id,
      email: user.email,
      name: user.name,
      displayName: profiles.displayName,
      chosen: profiles.locale,
      reminderLocale: reminders.locale,
    })
    .from(user)
    .leftJoin(profiles, eq(profiles.id, user.id))
    .leftJoin(reminders, eq(reminders.userId, user.id))
    .where(
      inArray(
        user.id,
        due.map((r) => r.userId),
      ),
    );
  const byId = new Map(people.map((p) => [p.id, p]));
  return due.flatMap((r) => {
    const person = byId.get(r.userId);
    if (!person) return [];
    // The account's chosen language, else the one the reminder was set in (services/account/reader-locale.ts).
    const locale = [person.chosen, person.reminderLocale].find(isLocale) ?? SOURCE_LOCALE;
    return [{ ...r, email: person.email, name: person.displayName ?? person.name, locale }];
  });
}
