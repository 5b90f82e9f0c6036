import { sql } from "drizzle-orm";
import { boolean, check, index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth";

/**
 * A user's Plus subscription as the billing provider last reported it (Stripe webhooks, or the
 * built-in test checkout). `profiles.membership_type` is derived from these rows, never set by the
 * client (decision 021).
 */
export const subscriptions = pgTable(
  "subscriptions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    provider: text("provider", { enum: ["stripe", "test"] }).notNull(),
    customerId: text("customer_id").notNull(),
    /** The provider's subscription id (Stripe `sub_…`). */
    subscriptionId: text("subscription_id").notNull(),
    /** The provider's status: active, trialing, past_due, canceled, incomplete, unpaid, paused… */
    status: text("status").notNull(),
    interval: text("interval", { enum: ["month", "year"] }),
    currentPeriodEnd: timestamp("current_period_end", { withTimezone: true }),
    cancelAtPeriodEnd: boolean("cancel_at_period_end").notNull().default(false),
    /** When the provider created the event this row reflects; older events are ignored. */
    eventAt: timestamp("event_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).defaultNow().notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).defaultNow().notNull(),
  },
  (t) => [
    index("subscriptions_user_id_idx").on(t.userId),
    uniqueIndex("subscriptions_provider_subscription_idx").on(t.provider, t.subscriptionId),
    check("subscriptions_provider_check", sql`${t.provider} in ('stripe', 'test')`),
  ],
);

/** Webhook events already handled, by the provider's event id: a replay changes nothing. */
export const billingEvents = pgTable("billing_events", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  receivedAt: timestamp("received_at", { withTimezone: true }).defaultNow().notNull(),
});

/**
 * A pending checkout of the built-in test billing (decision 021), bound to its user and expiring:
 * `subscribe` pays for Plus, `manage` stands in for the billing portal.
 */
export const testCheckoutSessions = pgTable(
  "test_checkout_sessions",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    mode: text("mode", { enum: ["subscribe", "manage"] }).notNull(),
    interval: text("interval", { enum: ["month", "year"] }),
    status: text("status", { enum: ["open", "completed", "cancelled"] })
      .notNull()
      .default("open"),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).defaultNow().notNull(),
  },
  (t) => [index("test_checkout_sessions_user_id_idx").on(t.userId)],
);
