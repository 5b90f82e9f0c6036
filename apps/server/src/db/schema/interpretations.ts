import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth";
import { dreams } from "./dreams";

/**
 * One reading of a dream by the Dream Interpreter. `text` and `sources` (a JSON array of the
 * source references the reading drew on) are ciphertext. Interpreting again adds a row, so the
 * earlier readings stay to compare.
 */
export const interpretations = pgTable(
  "interpretations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    dreamId: uuid("dream_id")
      .notNull()
      .references(() => dreams.id, { onDelete: "cascade" }),
    text: text("text").notNull(),
    sources: text("sources").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true, precision: 3 }).defaultNow().notNull(),
  },
  (t) => [
    index("interpretations_user_id_idx").on(t.userId),
    index("interpretations_user_dream_idx").on(t.userId, t.dreamId, t.createdAt),
  ],
);

export type InterpretationRow = typeof interpretations.$inferSelect;
