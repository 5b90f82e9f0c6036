import { sql } from "drizzle-orm";
import { boolean, check, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * One row: a fingerprint of the master key that wraps every data key in `user_keys`, and during a
 * rotation the next key's (crypto/master-key.ts, services/keys/rotate-master-key.ts). A server refuses
 * to start with another key, and new data keys are not created while a rotation is under way.
 */
export const masterKeyState = pgTable(
  "master_key",
  {
    id: boolean("id").primaryKey().default(true),
    fingerprint: text("fingerprint").notNull(),
    nextFingerprint: text("next_fingerprint"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).defaultNow().notNull(),
  },
  (table) => [check("master_key_one_row", sql`${table.id}`)],
);
