import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { user } from "./auth";
import { dreams } from "./dreams";
import { userDistilledInfo } from "./user-distilled-info";

/**
 * One run of the Dream Analyzer over a dream (docs/product.md, 'My Dreams'): the brief analysis and
 * its questions (ciphertext; `questions` is an encrypted JSON array) and where it stands. At most
 * one active session per dream. Its rows also count the plan's analyses per month.
 */
export const analysisSessions = pgTable(
  "analysis_sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    dreamId: uuid("dream_id")
      .notNull()
      .references(() => dreams.id, { onDelete: "cascade" }),
    status: text("status", { enum: ["active", "completed", "skipped"] })
      .notNull()
      .default("active"),
    analysis: text("analysis").notNull(),
    questions: text("questions").notNull(),
    /** The distilled info entry this session wrote, if any (the interpreter's source for it). */
    distilledInfoId: uuid("distilled_info_id").references(() => userDistilledInfo.id, {
      onDelete: "set null",
    }),
    distilled: boolean("distilled").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true, precision: 3 }).defaultNow().notNull(),
    endedAt: timestamp("ended_at", { withTimezone: true, precision: 3 }),
  },
  (t) => [
    index("analysis_sessions_user_created_idx").on(t.userId, t.createdAt),
    index("analysis_sessions_user_dream_idx").on(t.userId, t.dreamId, t.createdAt),
    uniqueIndex("analysis_sessions_active_dream_idx").on(t.dreamId).where(sql`${t.status} = 'active'`),
    check("analysis_sessions_status_check", sql`${t.status} in ('active', 'completed', 'skipped')`),
  ],
);

/**
 * One answered analyzer question; `bot_question` and `user_answer` are
 * ciphertext. The dream's title and text are not copied here: they live, encrypted, on the dream.
 */
export const analyzerChats = pgTable(
  "analyzer_chats",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    dreamId: uuid("dream_id")
      .notNull()
      .references(() => dreams.id, { onDelete: "cascade" }),
    sessionId: uuid("session_id")
      .notNull()
      .references(() => analysisSessions.id, { onDelete: "cascade" }),
    /** The question's index in its session (0-based); one answer per question. */
    position: integer("position").notNull(),
    botQuestion: text("bot_question").notNull(),
    userAnswer: text("user_answer").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true, precision: 3 }).defaultNow().notNull(),
  },
  (t) => [
    index("analyzer_chats_user_dream_idx").on(t.userId, t.dreamId, t.createdAt),
    uniqueIndex("analyzer_chats_session_position_idx").on(t.sessionId, t.position),
  ],
);

export type AnalysisSessionRow = typeof analysisSessions.$inferSelect;
export type AnalyzerChatRow = typeof analyzerChats.$inferSelect;
