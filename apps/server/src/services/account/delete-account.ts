import { ACCOUNT_MESSAGES, confirmsEmail } from "@somnia/shared/account";
import { eq } from "drizzle-orm";
import type { Crypto } from "../../crypto";
import type { Db } from "../../db";
import { user, verification } from "../../db/schema";
import type { EventBus } from "../../events";
import { AppError } from "../../lib/app-error";

export interface DeleteAccountOptions {
  db: Db;
  crypto: Pick<Crypto, "forget">;
  /** For the session revocation: the sessions go by cascade, which better-auth's hooks never see. */
  events: Pick<EventBus, "sessions">;
  userId: string;
  email: string;
  /** What the caller typed to confirm: their own e-mail address. */
  confirm: string;
}

/**
 * Deletes the user row in one transaction; every user-owned table (sessions, accounts, profile,
 * dreams, memory, the wrapped data key …) cascades from it, and pending reset tokens naming the
 * user go too. The data key is then dropped from memory as well: the ciphertext is unreadable.
 * Returns once no instance's session cache answers for the user any more.
 */
export async function deleteAccount({ db, crypto, events, userId, email, confirm }: DeleteAccountOptions) {
  if (!confirmsEmail(confirm, email)) {
    throw new AppError("VALIDATION_FAILED", {
      message: "account deletion not confirmed",
      reason: ACCOUNT_MESSAGES.confirmMismatch,
    });
  }
  await db.transaction(async (tx) => {
    await tx.delete(verification).where(eq(verification.value, userId));
    await tx.delete(user).where(eq(user.id, userId));
  });
  crypto.forget(userId);
  await events.sessions.revoke(userId);
}
