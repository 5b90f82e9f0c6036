import { BILLING_MESSAGES } from "@somnia/shared/billing";
import { eq } from "drizzle-orm";
import type Stripe from "stripe";
import type { StripeProvider } from "../../billing";
import { checkoutSubscriptionId, stripeSubscriptionState } from "../../billing/stripe-subscription";
import type { Db } from "../../db";
import { user } from "../../db/schema";
import { billingEvents } from "../../db/schema/billing";
import type { EventBus } from "../../events";
import { AppError } from "../../lib/app-error";
import type { Logger } from "../../lib/logger";
import { applySubscriptionState } from "./apply-subscription-state";
import { findSubscriptionOwner } from "./find-subscription";

interface WebhookDeps {
  db: Db;
  events: Pick<EventBus, "publish">;
  stripe: StripeProvider;
  logger: Logger;
}

/** `userId` when such a user exists (a deleted account's late events are ignored), else null. */
async function existingUser(db: Db, userId: string | null | undefined): Promise<string | null> {
  if (!userId) return null;
  const [row] = await db.select({ id: user.id }).from(user).where(eq(user.id, userId));
  return row ? row.id : null;
}

/** The subscription's user: the one we recorded it for, else the user id we put in its metadata. */
async function ownerOf(db: Db, subscription: Stripe.Subscription): Promise<string | null> {
  const known = await findSubscriptionOwner(db, "stripe", subscription.id);
  if (known) return known;
  return existingUser(db, subscription.metadata?.userId);
}

async function handleEvent({ db, events, stripe, logger }: WebhookDeps, event: Stripe.Event) {
  if (event.type === "checkout.session.completed") {
    const session = event.data.object;
    const subscriptionId = checkoutSubscriptionId(session);
    const userId = await existingUser(db, session.client_reference_id);
    if (!subscriptionId || !userId) {
      logger.warn({ eventId: event.id }, "checkout.session.completed without a known user or subscription");
      return;
    }
    const subscription = await stripe.retrieveSubscription(subscriptionId);
    const state = stripeSubscriptionState(subscription, event.created);
    await applySubscriptionState({ db, events, userId, state });
    return;
  }
  if (
    event.type === "customer.subscription.created" ||
    event.type === "customer.subscription.updated" ||
    event.type === "customer.subscription.deleted"
  ) {
    const subscription = event.data.object;
    const userId = await ownerOf(db, subscription);
    if (!userId) {
      logger.warn({ eventId: event.id }, `${event.type} for a subscription of no known user`);
      return;
    }
    const state = stripeSubscriptionState(subscription, event.created);
    await applySubscriptionState({ db, events, userId, state });
  }
}

/**
 * POST /api/billing/webhook: verifies the Stripe signature over the raw body, then applies the
 * event once. A replayed event id is acknowledged without effect; an unknown type is ignored.
 * Handling is idempotent, so the id is recorded after it: a failure in between lets Stripe retry.
 */
export async function handleStripeWebhook(
  deps: WebhookDeps,
  { rawBody, signature }: { rawBody: string; signature: string | undefined },
): Promise<{ received: true; duplicate: boolean }> {
  let event: Stripe.Event;
  try {
    if (!signature) throw new Error("no Stripe-Signature header");
    event = await deps.stripe.verifyWebhook(rawBody, signature);
  } catch (cause) {
    throw new AppError("BAD_REQUEST", {
      message: "stripe webhook signature verification failed",
      reason: BILLING_MESSAGES.invalidSignature,
      cause,
    });
  }
  const [seen] = await deps.db
    .select({ id: billingEvents.id })
    .from(billingEvents)
    .where(eq(billingEvents.id, event.id));
  if (seen) return { received: true, duplicate: true };
  await handleEvent(deps, event);
  await deps.db.insert(billingEvents).values({ id: event.id, type: event.type }).onConflictDoNothing();
  return { received: true, duplicate: false };
}
