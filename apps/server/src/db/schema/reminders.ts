import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { user } from "./auth";

/**
 * 'Remind me to write down my dreams' (docs/decisions/034-reminder-job-queue.md): one row per user.
 * `nextAt` is the next reminder's instant, null while off; the scheduler claims rows whose
 * `nextAt` has come and moves it on in the same statement.
 */
export const reminders = pgTable(
  "reminders",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => user.id, { onDelete: "cascade" }),
    enabled: boolean("enabled").notNull(),
    /** `HH:MM`, in `timeZone`. */
    time: text("time").notNull(),
    /** ISO weekdays, 1 (Monday) to 7 (Sunday). */
    days: smallint("days").array().notNull(),
    timeZone: text("time_zone").notNull(),
    /** The language of the page that set the reminder: its words, unless the account has chosen one. */
    locale: text("locale"),
    nextAt: timestamp("next_at", { withTimezone: true }),
    updatedAt: timestamp("updated_at", { withTimezone: true })
      .defaultNow()
      .$onUpdate(() => new Date())
      .notNull(),
  },
  (t) => [
    index("reminders_due_idx").on(t.nextAt).where(sql`${t.nextAt} is not null`),
    check("reminders_next_at_check", sql`${t.enabled} or ${t.nextAt} is null`),
  ],
);

/**
 * One row per reminder sent: the primary key (user, local date) makes a second one for the same
 * morning impossible, whichever instance tries. The e-mail's unsubscribe token is kept only as a
 * SHA-256 hash, and used once. A send that failed is tried again at `retryAt` (reminders/retry.ts):
 * only the parts that failed, the e-mail (`retryEmail`) and the browsers in `retryPush`.
 */
export const reminderDeliveries = pgTable(
  "reminder_deliveries",
  {
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    localDate: date("local_date", { mode: "string" }).notNull(),
    tokenHash: text("token_hash").notNull().unique("reminder_deliveries_token_hash_key"),
    sentAt: timestamp("sent_at", { withTimezone: true }).defaultNow().notNull(),
    unsubscribedAt: timestamp("unsubscribed_at", { withTimezone: true }),
    /** Sends tried so far, the first included. */
    attempts: smallint("attempts").default(1).notNull(),
    retryAt: timestamp("retry_at", { withTimezone: true }),
    retryEmail: boolean("retry_email").default(false).notNull(),
    /** The push endpoints whose notification failed and is to be tried again. */
    retryPush: text("retry_push").array().default(sql`'{}'::text[]`).notNull(),
  },
  (t) => [
    primaryKey({ name: "reminder_deliveries_pkey", columns: [t.userId, t.localDate] }),
    index("reminder_deliveries_retry_idx").on(t.retryAt).where(sql`${t.retryAt} is not null`),
  ],
);

/** A browser that gets reminders as notifications: its push service endpoint and RFC 8291 keys. */
export const pushSubscriptions = pgTable(
  "push_subscriptions",
  {
    endpoint: text("endpoint").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    p256dh: text("p256dh").notNull(),
    auth: text("auth").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).defaultNow().notNull(),
  },
  (t) => [index("push_subscriptions_user_idx").on(t.userId)],
);
