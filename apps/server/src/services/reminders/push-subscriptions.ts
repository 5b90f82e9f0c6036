import { type PushSubscriptionInput, REMINDER_MESSAGES } from "@somnia/shared/reminders";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db";
import { pushSubscriptions } from "../../db/schema";
import { AppError } from "../../lib/app-error";
import { isPublicPushEndpoint } from "../../reminders/push-endpoint";

export interface SavePushSubscriptionOptions {
  db: Db;
  userId: string;
  input: PushSubscriptionInput;
  /**
   * Production: only a public push service over https (`reminders/push-endpoint.ts`); tests' fake
   * push services listen on plain http on this machine.
   */
  publicOnly: boolean;
}

/**
 * This browser gets reminders as notifications. A browser has one subscription: signed in as
 * someone else now, it moves to them.
 */
export async function savePushSubscription({ db, userId, input, publicOnly }: SavePushSubscriptionOptions) {
  if (publicOnly && !isPublicPushEndpoint(input.endpoint)) {
    throw new AppError("VALIDATION_FAILED", {
      message: "push endpoint is not a public https service",
      reason: REMINDER_MESSAGES.insecurePushEndpoint,
    });
  }
  const values = { userId, p256dh: input.keys.p256dh, auth: input.keys.auth };
  await db
    .insert(pushSubscriptions)
    .values({ endpoint: input.endpoint, ...values })
    .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: values });
}

/** This browser stops getting notifications (the caller's own subscription only). */
export async function deletePushSubscription({
  db,
  userId,
  endpoint,
}: {
  db: Db;
  userId: string;
  endpoint: string;
}) {
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
}
