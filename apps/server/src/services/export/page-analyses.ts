import type { ExportData } from "@somnia/shared/account";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { type AnalysisSessionRow, analysisSessions, analyzerChats } from "../../db/schema/analysis";
import { decryptQuestions } from "../analysis/to-session";
import { EXPORT_PAGE_SIZE, type ExportReadOptions, keysetPages } from "./keyset-pages";

export type ExportedAnalysis = ExportData["analyses"][number];

/**
 * The caller's analyzer sessions, oldest first, a page at a time, each with its questions and the
 * answers given (read for the page's sessions only), decrypted.
 */
export async function* pageAnalyses({
  db,
  crypto,
  userId,
  pageSize = EXPORT_PAGE_SIZE,
}: ExportReadOptions): AsyncGenerator<ExportedAnalysis[]> {
  const read = (last: AnalysisSessionRow | undefined) =>
    db
      .select()
      .from(analysisSessions)
      .where(
        and(
          eq(analysisSessions.userId, userId),
          last &&
            sql`(${analysisSessions.createdAt}, ${analysisSessions.id}) > (${last.createdAt.toISOString()}::timestamptz, ${last.id}::uuid)`,
        ),
      )
      .orderBy(asc(analysisSessions.createdAt), asc(analysisSessions.id))
      .limit(pageSize);
  for await (const sessions of keysetPages(read, pageSize)) {
    const chats = await db
      .select()
      .from(analyzerChats)
      .where(
        and(
          eq(analyzerChats.userId, userId),
          inArray(
            analyzerChats.sessionId,
            sessions.map((session) => session.id),
          ),
        ),
      )
      .orderBy(asc(analyzerChats.position));
    const questions = await Promise.all(sessions.map((session) => decryptQuestions(crypto, session)));
    const cipher = await crypto.forUser(userId);
    yield sessions.map((session, i) => ({
      id: session.id,
      dreamId: session.dreamId,
      status: session.status,
      analysis: cipher.open(session.analysis),
      questions: questions[i] ?? [],
      answers: chats
        .filter((chat) => chat.sessionId === session.id)
        .map((chat) => ({
          question: cipher.open(chat.botQuestion),
          answer: cipher.open(chat.userAnswer),
          createdAt: chat.createdAt.toISOString(),
        })),
      createdAt: session.createdAt.toISOString(),
      endedAt: session.endedAt?.toISOString() ?? null,
    }));
  }
}
