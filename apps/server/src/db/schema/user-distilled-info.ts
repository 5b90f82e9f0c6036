import { sql } from "drizzle-orm";
import { check, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth";

/** What the interpreter knows about a user. `content` is ciphertext (see crypto/). */
export const userDistilledInfo = pgTable(
  "user_distilled_info",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    infoType: text("info_type", { enum: ["personal", "recurring_dreams", "distilled_info"] }).notNull(),
    content: text("content").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).defaultNow().notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true })
      .defaultNow()
      .$onUpdate(() => new Date())
      .notNull(),
  },
  (t) => [
    index("user_distilled_info_user_id_idx").on(t.userId, t.infoType, t.createdAt),
    check(
      "user_distilled_info_info_type_check",
      sql`${t.infoType} in ('personal', 'recurring_dreams', 'distilled_info')`,
    ),
  ],
);
