import type { ExportData } from "@somnia/shared/account";
import { asc, eq } from "drizzle-orm";
import type { Crypto } from "../../crypto";
import type { Db } from "../../db";
import { analysisSessions, analyzerChats } from "../../db/schema/analysis";
import { decryptQuestions } from "../analysis/to-session";

export type ExportedAnalysis = ExportData["analyses"][number];

/** The caller's analyzer sessions with their questions and answers, decrypted, oldest first. */
export async function exportAnalyses({
  db,
  crypto,
  userId,
}: {
  db: Db;
  crypto: Crypto;
  userId: string;
}): Promise<ExportedAnalysis[]> {
  const sessions = await db
    .select()
    .from(analysisSessions)
    .where(eq(analysisSessions.userId, userId))
    .orderBy(asc(analysisSessions.createdAt), asc(analysisSessions.id));
  const chats = await db
    .select()
    .from(analyzerChats)
    .where(eq(analyzerChats.userId, userId))
    .orderBy(asc(analyzerChats.position));
  return Promise.all(
    sessions.map(async (session) => ({
      id: session.id,
      dreamId: session.dreamId,
      status: session.status,
      analysis: await crypto.decrypt(userId, session.analysis),
      questions: await decryptQuestions(crypto, session),
      answers: await Promise.all(
        chats
          .filter((chat) => chat.sessionId === session.id)
          .map(async (chat) => ({
            question: await crypto.decrypt(userId, chat.botQuestion),
            answer: await crypto.decrypt(userId, chat.userAnswer),
            createdAt: chat.createdAt.toISOString(),
          })),
      ),
      createdAt: session.createdAt.toISOString(),
      endedAt: session.endedAt?.toISOString() ?? null,
    })),
  );
}
