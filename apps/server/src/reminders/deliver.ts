import type { Locale } from "@somnia/shared/locales";
import type { ReminderNotification } from "@somnia/shared/reminders";
import { and, eq } from "drizzle-orm";
import type { Db } from "../db";
import { pushSubscriptions } from "../db/schema";
import type { Logger } from "../lib/logger";
import type { Mailer } from "../mail";
import { emailText } from "../mail/catalogue";
import { dreamReminderEmail } from "../mail/templates";
import type { Metrics } from "../ops/metrics";
import type { ClaimedReminder } from "./claim-due";
import type { PushSender } from "./push";

export interface DeliverDeps {
  db: Db;
  mailer: Mailer;
  push: PushSender;
  publicUrl: string;
  logger: Logger;
  /** Counts what went out and what failed, by channel (email, push). */
  metrics: Pick<Metrics, "remindersSent" | "remindersFailed">;
}

/** Where a reminder's one click leads: My Dreams with the Log Dream card focused. */
export const LOG_DREAM_PATH = "/?log=1";
/** The public page that confirms an unsubscribe (apps/web: `paths.unsubscribe`). */
export const UNSUBSCRIBE_PATH = "/unsubscribe";

export const reminderNotification = (publicUrl: string, locale: Locale): ReminderNotification => ({
  title: emailText(locale, "emails.reminder.pushTitle"),
  body: emailText(locale, "emails.reminder.pushBody"),
  url: `${publicUrl}${LOG_DREAM_PATH}`,
});

/** The parts of a reminder to send: the e-mail, and every browser or only those listed. */
export interface ReminderParts {
  email: boolean;
  push: "all" | string[];
}

export const WHOLE_REMINDER: ReminderParts = { email: true, push: "all" };

/** What failed and may be tried again: the e-mail, and the browsers by endpoint. */
export interface FailedParts {
  email: boolean;
  push: string[];
}

/**
 * Sends the parts of one claimed reminder: the e-mail, then a notification to each of the user's
 * browsers. A subscription its push service calls gone is forgotten. A failure is logged and
 * returned, to be tried again (retry.ts); what went out is never sent again.
 */
export async function deliverReminder(
  deps: DeliverDeps,
  reminder: ClaimedReminder,
  parts: ReminderParts = WHOLE_REMINDER,
): Promise<FailedParts> {
  const { db, mailer, push, publicUrl, logger, metrics } = deps;
  const failed: FailedParts = { email: false, push: [] };
  if (parts.email) {
    const unsubscribeUrl = `${publicUrl}${UNSUBSCRIBE_PATH}?token=${reminder.token}`;
    try {
      await mailer.send(
        dreamReminderEmail(
          reminder.locale,
          reminder.email,
          reminder.name,
          `${publicUrl}${LOG_DREAM_PATH}`,
          unsubscribeUrl,
        ),
      );
      metrics.remindersSent.inc({ channel: "email" });
    } catch (err) {
      failed.email = true;
      metrics.remindersFailed.inc({ channel: "email" });
      logger.warn({ err, userId: reminder.userId }, "reminder e-mail failed");
    }
  }
  const subscribed = await db
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, reminder.userId));
  const targets =
    parts.push === "all" ? subscribed : subscribed.filter((s) => parts.push.includes(s.endpoint));
  const payload = JSON.stringify(reminderNotification(publicUrl, reminder.locale));
  await Promise.all(
    targets.map(async (target) => {
      try {
        const outcome = await push.send(target, payload);
        if (outcome === "sent") metrics.remindersSent.inc({ channel: "push" });
        if (outcome === "gone") {
          await db
            .delete(pushSubscriptions)
            .where(
              and(
                eq(pushSubscriptions.endpoint, target.endpoint),
                eq(pushSubscriptions.userId, reminder.userId),
              ),
            );
        }
      } catch (err) {
        failed.push.push(target.endpoint);
        metrics.remindersFailed.inc({ channel: "push" });
        logger.warn({ err, userId: reminder.userId }, "reminder notification failed");
      }
    }),
  );
  return failed;
}
