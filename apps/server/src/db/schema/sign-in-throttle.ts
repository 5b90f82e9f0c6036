import { integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Failed sign-ins per account (services/auth/sign-in-throttle.ts). `key` is a keyed hash of the
 * e-mail address (or of the address and a known device), never the address itself: a row says
 * nothing about whether the account exists.
 */
export const signInFailures = pgTable("sign_in_failures", {
  key: text("key").primaryKey(),
  failures: integer("failures").notNull(),
  lastFailureAt: timestamp("last_failure_at", { withTimezone: true }).notNull(),
  lockedUntil: timestamp("locked_until", { withTimezone: true }),
});
