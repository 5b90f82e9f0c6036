import type { AnalysisSession } from "@somnia/shared/analysis";
import type { Locale } from "@somnia/shared/locales";
import { and, count, eq } from "drizzle-orm";
import type { Ai } from "../../ai";
import type { Crypto } from "../../crypto";
import type { Db } from "../../db";
import { analysisSessions, analyzerChats, dreams } from "../../db/schema";
import type { AnalyzerChatRow } from "../../db/schema/analysis";
import type { DreamRow } from "../../db/schema/dreams";
import { decryptDetections } from "../dreams/dream-detections";
import { type DreamEvents, publishDreamChanged } from "../dreams/publish-dream-changed";
import { alreadyAnswered, sessionEnded } from "./analysis-errors";
import { findOwnDream } from "./find-own-dream";
import { activeSession, sessionChats } from "./load-session";
import { distilledText, saveDistilled } from "./save-distilled";
import { decryptQuestions, toAnalysisSession } from "./to-session";

/** The session's pairs (with this last answer) distilled into an encrypted distilled-info text. */
async function distil({
  crypto,
  ai,
  userId,
  answer,
  signal,
  reader,
  dream,
  chats,
  question,
}: AnswerAnalysisOptions & { dream: DreamRow; chats: AnalyzerChatRow[]; question: string }) {
  const title = dream.title === null ? null : await crypto.decrypt(userId, dream.title);
  const content = await crypto.decrypt(userId, dream.content);
  const earlier = await Promise.all(
    chats.map(async (chat) => ({
      question: await crypto.decrypt(userId, chat.botQuestion),
      answer: await crypto.decrypt(userId, chat.userAnswer),
    })),
  );
  const qa = [...earlier, { question, answer }];
  // The user's edit of the chips is what distillation uses (decision 013); unedited chips add nothing.
  const detections = dream.detectionsEdited ? await decryptDetections(crypto, dream) : null;
  const keyPoints = await ai.distill({ dream: { title, content }, qa, detections }, { signal, reader });
  return crypto.encrypt(userId, distilledText({ title, dreamDate: dream.dreamDate }, keyPoints));
}

export interface AnswerAnalysisOptions {
  db: Db;
  crypto: Crypto;
  ai: Pick<Ai, "distill">;
  events: DreamEvents;
  userId: string;
  dreamId: string;
  /** Trimmed and non-empty (the shared schema). */
  answer: string;
  signal?: AbortSignal;
  /** The reader's language, for a dream whose own a model cannot tell. */
  reader?: Locale;
}

/**
 * Stores the answer to the session's next question (encrypted, in analyzer_chats). The last answer
 * ends the session: the pairs are distilled (unless the dream is kept out of AI memory) and, in one
 * transaction, saved as distilled info while the dream is marked analysed. The distillation runs
 * before anything is written, so if it fails nothing is stored and the same answer can be resent.
 */
export async function answerAnalysis(options: AnswerAnalysisOptions): Promise<AnalysisSession> {
  const { db, crypto, userId, dreamId, answer } = options;
  const dream = await findOwnDream(db, userId, dreamId);
  const session = await activeSession(db, userId, dreamId);
  if (!session) throw sessionEnded(dreamId);
  const questions = await decryptQuestions(crypto, session);
  const chats = await sessionChats(db, userId, session.id);
  const position = chats.length;
  const question = questions[position];
  if (question === undefined) throw sessionEnded(dreamId);
  const isLast = position === questions.length - 1;

  const distilled =
    isLast && !dream.excludeFromAi ? await distil({ ...options, dream, chats, question }) : null;
  const pair = {
    botQuestion: await crypto.encrypt(userId, question),
    userAnswer: await crypto.encrypt(userId, answer),
  };

  const row = await db.transaction(async (tx) => {
    const own = and(eq(analysisSessions.id, session.id), eq(analysisSessions.userId, userId));
    const [current] = await tx.select().from(analysisSessions).where(own).for("update");
    if (current?.status !== "active") throw sessionEnded(dreamId);
    const [answered] = await tx
      .select({ n: count() })
      .from(analyzerChats)
      .where(and(eq(analyzerChats.sessionId, session.id), eq(analyzerChats.userId, userId)));
    if ((answered?.n ?? 0) !== position) throw alreadyAnswered(dreamId);
    await tx.insert(analyzerChats).values({ userId, dreamId, sessionId: session.id, position, ...pair });
    if (!isLast) return current;
    const distilledInfoId = distilled
      ? await saveDistilled(tx, { userId, dreamId, content: distilled })
      : null;
    await tx
      .update(dreams)
      .set({ isAnalyzed: true, updatedAt: new Date() })
      .where(and(eq(dreams.id, dreamId), eq(dreams.userId, userId)));
    const [ended] = await tx
      .update(analysisSessions)
      .set({ status: "completed", endedAt: new Date(), distilled: distilledInfoId !== null, distilledInfoId })
      .where(own)
      .returning();
    return ended ?? current;
  });
  if (isLast) await publishDreamChanged({ events: options.events, userId, dreamId });
  return toAnalysisSession(crypto, dream, row, await sessionChats(db, userId, session.id));
}
