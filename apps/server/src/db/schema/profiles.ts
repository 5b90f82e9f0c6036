import { LOCALES } from "@somnia/shared/locales";
import { sql } from "drizzle-orm";
import { boolean, check, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { user } from "./auth";

/** One row per user; `id` is the user id. Created by POST /api/me. */
export const profiles = pgTable(
  "profiles",
  {
    id: text("id")
      .primaryKey()
      .references(() => user.id, { onDelete: "cascade" }),
    displayName: text("display_name").notNull(),
    avatarUrl: text("avatar_url"),
    membershipType: text("membership_type", { enum: ["Basic", "Plus"] })
      .default("Basic")
      .notNull(),
    onboardingComplete: boolean("onboarding_complete").default(false).notNull(),
    /**
     * The language chosen on the account; null until one is (the browser's then). No check
     * constraint: adding a language (docs/translating.md) needs no migration.
     */
    locale: text("locale", { enum: LOCALES }),
    createdAt: timestamp("created_at", { withTimezone: true }).defaultNow().notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true })
      .defaultNow()
      .$onUpdate(() => new Date())
      .notNull(),
  },
  (t) => [check("profiles_membership_type_check", sql`${t.membershipType} in ('Basic', 'Plus')`)],
);
