import { BILLING_MESSAGES, type TestCheckout } from "@somnia/shared/billing";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db";
import { user } from "../../db/schema";
import { testCheckoutSessions } from "../../db/schema/billing";
import { AppError } from "../../lib/app-error";
import { isTokenId } from "../../lib/token-id";
import { findLatestSubscription } from "./find-subscription";

export type TestCheckoutRow = typeof testCheckoutSessions.$inferSelect;

const notFound = () =>
  new AppError("NOT_FOUND", {
    message: "no such test checkout",
    reason: BILLING_MESSAGES.checkoutNotFound,
  });

/** The caller's own test checkout session; someone else's is as absent as a missing one (404). */
export async function loadTestCheckout({
  db,
  userId,
  sessionId,
}: {
  db: Db;
  userId: string;
  sessionId: string;
}): Promise<TestCheckoutRow & { email: string }> {
  if (!isTokenId(sessionId)) throw notFound();
  const [row] = await db
    .select({ session: testCheckoutSessions, email: user.email })
    .from(testCheckoutSessions)
    .innerJoin(user, eq(user.id, testCheckoutSessions.userId))
    .where(and(eq(testCheckoutSessions.id, sessionId), eq(testCheckoutSessions.userId, userId)));
  if (!row) throw notFound();
  return { ...row.session, email: row.email };
}

/** The open session, or a 404 (expired) / 409 (already paid or cancelled). */
export function requireOpen<T extends TestCheckoutRow>(session: T, mode: TestCheckoutRow["mode"]): T {
  if (session.mode !== mode || session.expiresAt.getTime() < Date.now()) throw notFound();
  if (session.status !== "open") {
    throw new AppError("CONFLICT", {
      message: "test checkout closed",
      reason: BILLING_MESSAGES.checkoutClosed,
    });
  }
  return session;
}

/** GET /api/billing/test-checkout/:session: what the test checkout page shows. */
export async function getTestCheckout(options: {
  db: Db;
  userId: string;
  sessionId: string;
}): Promise<TestCheckout> {
  const session = await loadTestCheckout(options);
  const expired = session.status === "open" && session.expiresAt.getTime() < Date.now();
  const current =
    session.mode === "manage"
      ? await findLatestSubscription({ db: options.db, userId: options.userId, provider: "test" })
      : null;
  return {
    id: session.id,
    mode: session.mode,
    interval: session.interval,
    status: expired ? "expired" : session.status,
    email: session.email,
    subscription:
      current?.interval && current.status === "active"
        ? {
            interval: current.interval,
            currentPeriodEnd: current.currentPeriodEnd?.toISOString() ?? null,
            cancelAtPeriodEnd: current.cancelAtPeriodEnd,
          }
        : null,
  };
}
