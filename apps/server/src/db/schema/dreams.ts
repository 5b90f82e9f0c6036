import { sql } from "drizzle-orm";
import { boolean, customType, date, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth";

/** `bit varying`, read and written as text of '0' and '1'. */
const bitVarying = customType<{ data: string; driverData: string }>({ dataType: () => "bit varying" });

/**
 * One journal entry. `title`, `content`, `tags` (a JSON array, null when empty) and `detections`
 * (the emotion and symbol chips as JSON, null until detected) are ciphertext (see crypto/); the
 * date and flags stay in clear for calendar and list queries. Timestamps keep
 * millisecond precision so a list cursor round-trips through JavaScript exactly.
 */
export const dreams = pgTable(
  "dreams",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    title: text("title"),
    content: text("content").notNull(),
    tags: text("tags"),
    dreamDate: date("dream_date", { mode: "string" }).notNull(),
    isAnalyzed: boolean("is_analyzed").default(false).notNull(),
    /** An "I don't remember" entry (stored title 'DR'): hidden from lists, not counted by the plan. */
    notRemembered: boolean("not_remembered").default(false).notNull(),
    excludeFromAi: boolean("exclude_from_ai").default(false).notNull(),
    detections: text("detections"),
    /** The user edited the chips: re-detection (a text edit, re-analysis) leaves them alone. */
    detectionsEdited: boolean("detections_edited").default(false).notNull(),
    /**
     * The dream's types (lucid, nightmare, recurring), its vividness and the analyst's suggested
     * types, as ciphertext of JSON; null when none is set or suggested
     * (docs/decisions/035-dream-types.md).
     */
    marks: text("marks"),
    /**
     * The keyed Bloom filter of what the dream can be found by (its words and their prefixes, tags,
     * emotions, symbols); null until the search index has been built for it
     * (docs/decisions/023-blind-search-index.md).
     */
    searchBloom: bitVarying("search_bloom"),
    createdAt: timestamp("created_at", { withTimezone: true, precision: 3 }).defaultNow().notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true, precision: 3 })
      .defaultNow()
      .$onUpdate(() => new Date())
      .notNull(),
  },
  (t) => [
    index("dreams_user_date_idx").on(
      t.userId,
      t.dreamDate.desc().nullsFirst(),
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index("dreams_user_created_idx").on(t.userId, t.createdAt.desc().nullsFirst()),
    /** The rows the search index has yet to cover: what the start-up backfill reads. */
    index("dreams_unindexed_idx").on(t.id).where(sql`${t.searchBloom} is null`),
  ],
);

export type DreamRow = typeof dreams.$inferSelect;
