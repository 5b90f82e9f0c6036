import { REMINDER_MESSAGES } from "@somnia/shared/reminders";
import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "../../db";
import { reminderDeliveries, reminders } from "../../db/schema";
import { AppError } from "../../lib/app-error";
import { hashToken } from "../../reminders/claim-due";

/**
 * An e-mail's unsubscribe link, without a session: the token (stored only as its hash) turns its
 * user's reminders off, once. An unknown token is a 404, a used one a 409, each with its message.
 */
export async function unsubscribeReminders({
  db,
  token,
}: {
  db: Db;
  token: string;
}): Promise<typeof REMINDER_MESSAGES.unsubscribed> {
  const tokenHash = hashToken(token);
  const used = await db.transaction(async (tx) => {
    const [delivery] = await tx
      .update(reminderDeliveries)
      .set({ unsubscribedAt: new Date() })
      .where(and(eq(reminderDeliveries.tokenHash, tokenHash), isNull(reminderDeliveries.unsubscribedAt)))
      .returning({ userId: reminderDeliveries.userId });
    if (!delivery) return false;
    await tx
      .update(reminders)
      .set({ enabled: false, nextAt: null })
      .where(eq(reminders.userId, delivery.userId));
    return true;
  });
  if (used) return REMINDER_MESSAGES.unsubscribed;
  const [known] = await db
    .select({ userId: reminderDeliveries.userId })
    .from(reminderDeliveries)
    .where(eq(reminderDeliveries.tokenHash, tokenHash));
  throw known
    ? new AppError("CONFLICT", {
        message: "unsubscribe token already used",
        reason: REMINDER_MESSAGES.usedToken,
      })
    : new AppError("NOT_FOUND", {
        message: "unknown unsubscribe token",
        reason: REMINDER_MESSAGES.badToken,
      });
}
