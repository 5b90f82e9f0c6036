import { bigint, date, index, integer, pgTable, primaryKey, smallint, text, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth";
import { dreams } from "./dreams";

/**
 * What a chip term is: a tag, an emotion, a symbol, or a type the user marked the dream with
 * (lucid, nightmare, recurring: docs/decisions/035-dream-types.md).
 */
export const TERM_KIND = { tag: 1, emotion: 2, symbol: 3, type: 4 } as const;
export type TermKind = (typeof TERM_KIND)[keyof typeof TERM_KIND];

/**
 * One row per chip of a remembered dream (its tags, emotions, symbols and types), as a keyed hash under the
 * user's search key: what the statistics count by SQL. The dream's date is copied here so a year's
 * counts need no join; it is rewritten with the dream.
 */
export const dreamTerms = pgTable(
  "dream_terms",
  {
    dreamId: uuid("dream_id")
      .notNull()
      .references(() => dreams.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    kind: smallint("kind").$type<TermKind>().notNull(),
    term: bigint("term", { mode: "bigint" }).notNull(),
    dreamDate: date("dream_date", { mode: "string" }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.dreamId, t.kind, t.term] }),
    index("dream_terms_user_term_idx").on(t.userId, t.kind, t.term, t.dreamDate),
  ],
);

/**
 * The user's encrypted vocabulary of chip terms: hash → label (the tag's text, the emotion or symbol
 * id), so a statistic decrypts only the few labels it shows, and how many dreams carry the term, kept
 * with dream_terms in the same transactions. A row goes when no dream uses it.
 */
export const searchTerms = pgTable(
  "search_terms",
  {
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    kind: smallint("kind").$type<TermKind>().notNull(),
    term: bigint("term", { mode: "bigint" }).notNull(),
    label: text("label").notNull(),
    dreamCount: integer("dream_count").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.kind, t.term] }),
    index("search_terms_user_count_idx").on(t.userId, t.kind, t.dreamCount.desc()),
  ],
);
