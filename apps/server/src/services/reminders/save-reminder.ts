import type { Locale } from "@somnia/shared/locales";
import type { ReminderSettings } from "@somnia/shared/reminders";
import type { Db } from "../../db";
import { reminders } from "../../db/schema";
import { nextReminder } from "../../reminders/next-reminder";

export interface SaveReminderOptions {
  db: Db;
  userId: string;
  input: ReminderSettings;
  /** The language of the page that saved it (the reminder's words, unless the account chose one). */
  locale?: Locale;
  /** From when the next reminder is counted (tests pass their clock). */
  now?: Date;
}

/**
 * Saves the caller's reminder and schedules its next time (none while off). A reminder already
 * sent this morning is never sent again, whatever changes: its delivery row stands.
 */
export async function saveReminder({ db, userId, input, locale, now = new Date() }: SaveReminderOptions) {
  const days = [...new Set(input.days)].sort((a, b) => a - b);
  const nextAt = input.enabled ? nextReminder(input, now).at : null;
  const values = { ...input, days, nextAt, ...(locale ? { locale } : {}) };
  await db
    .insert(reminders)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: reminders.userId, set: values });
}
