import type { AnalysisSession } from "@somnia/shared/analysis";
import type { Locale } from "@somnia/shared/locales";
import { and, eq } from "drizzle-orm";
import type { Ai } from "../../ai";
import type { Crypto } from "../../crypto";
import type { Db } from "../../db";
import { analysisSessions, dreams } from "../../db/schema";
import type { Logger } from "../../lib/logger";
import { refreshDetections } from "../dreams/detect-dream";
import { dreamNotFound } from "../dreams/dream-not-found";
import { assertAnalysisAllowed, lockUserAnalyses } from "./analysis-limit";
import { findAnalysableDream } from "./find-own-dream";
import { activeSession, sessionChats } from "./load-session";
import { toAnalysisSession } from "./to-session";

export interface StartAnalysisOptions {
  db: Db;
  crypto: Crypto;
  ai: Pick<Ai, "analyze" | "detect">;
  logger?: Logger;
  userId: string;
  dreamId: string;
  /** The caller's time zone: the plan's month is theirs. */
  timeZone: string;
  /** The request's abort signal. */
  signal?: AbortSignal;
  /** Receives the brief analysis piece by piece as it is generated. */
  onDelta?: (text: string) => void;
  /** The reader's language (../account/reader-locale.ts), for the analyst's words. */
  reader?: Locale;
}

/**
 * Starts the analysis of one of the caller's remembered dreams, or resumes its active session.
 * The AI call runs outside any transaction; only a validated analysis is stored (encrypted), so a
 * failure leaves nothing behind and the dream unanalysed. Basic: one dream analysed per month.
 * A dream saved while detection failed gets its emotions and symbols once the analysis is kept;
 * chips the user has edited are never replaced.
 */
export async function startAnalysis(
  options: StartAnalysisOptions,
): Promise<{ session: AnalysisSession; created: boolean }> {
  const { db, crypto, ai, userId, dreamId, timeZone } = options;
  const dream = await findAnalysableDream(db, userId, dreamId);
  const active = await activeSession(db, userId, dreamId);
  if (active) {
    const chats = await sessionChats(db, userId, active.id);
    return { session: await toAnalysisSession(crypto, dream, active, chats), created: false };
  }
  // Cheap early refusal: no AI call for an analysis the plan does not allow.
  await assertAnalysisAllowed({ db, userId, dreamId, timeZone });

  const content = await crypto.decrypt(userId, dream.content);
  const { signal, onDelta, reader } = options;
  const analysis = await ai.analyze(content, { signal, onDelta, reader });
  const values = {
    userId,
    dreamId,
    analysis: await crypto.encrypt(userId, analysis.output),
    questions: await crypto.encrypt(userId, JSON.stringify(analysis.questions)),
  };
  const { row, created } = await db.transaction(async (tx) => {
    await lockUserAnalyses(tx, userId);
    // The same dream started twice at once: the first session wins and both callers get it.
    const existing = await activeSession(tx, userId, dreamId);
    if (existing) return { row: existing, created: false };
    const [still] = await tx
      .select({ id: dreams.id })
      .from(dreams)
      .where(and(eq(dreams.id, dreamId), eq(dreams.userId, userId)));
    if (!still) throw dreamNotFound(dreamId);
    await assertAnalysisAllowed({ db: tx, userId, dreamId, timeZone });
    const [inserted] = await tx.insert(analysisSessions).values(values).returning();
    return { row: inserted, created: true };
  });
  if (!row) throw new Error("analysis session row missing after insert");
  if (created && dream.detections === null && !dream.detectionsEdited) {
    // After the analysis is kept: a slow or failing detection costs the user nothing but the chips.
    await refreshDetections({ db, crypto, ai, logger: options.logger, userId, dreamId, content });
  }
  const chats = created ? [] : await sessionChats(db, userId, row.id);
  return { session: await toAnalysisSession(crypto, dream, row, chats), created };
}
