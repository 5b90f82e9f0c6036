import type { AnalysisSession } from "@somnia/shared/analysis";
import type { Crypto } from "../../crypto";
import type { AnalysisSessionRow, AnalyzerChatRow } from "../../db/schema/analysis";
import type { DreamRow } from "../../db/schema/dreams";

/** The stored questions: an encrypted JSON array of strings. */
export async function decryptQuestions(crypto: Crypto, row: AnalysisSessionRow): Promise<string[]> {
  const questions: unknown = JSON.parse(await crypto.decrypt(row.userId, row.questions));
  return Array.isArray(questions) ? questions.map(String) : [];
}

/** A session (ciphertext rows) as the API returns it: everything a reload needs to resume. */
export async function toAnalysisSession(
  crypto: Crypto,
  dream: DreamRow,
  row: AnalysisSessionRow,
  chats: AnalyzerChatRow[],
): Promise<AnalysisSession> {
  const { userId } = row;
  const [title, content, analysis, questions, answers] = await Promise.all([
    dream.title === null ? null : crypto.decrypt(userId, dream.title),
    crypto.decrypt(userId, dream.content),
    crypto.decrypt(userId, row.analysis),
    decryptQuestions(crypto, row),
    Promise.all(
      chats.map(async (chat) => ({
        question: await crypto.decrypt(userId, chat.botQuestion),
        answer: await crypto.decrypt(userId, chat.userAnswer),
        createdAt: chat.createdAt.toISOString(),
      })),
    ),
  ]);
  const next = row.status === "active" && answers.length < questions.length ? answers.length : null;
  return {
    id: row.id,
    dreamId: row.dreamId,
    status: row.status,
    dream: { title, content, dreamDate: dream.dreamDate },
    analysis,
    questions,
    answers,
    nextQuestionIndex: next,
    nextQuestion: next === null ? null : (questions[next] ?? null),
    distilled: row.distilled,
    createdAt: row.createdAt.toISOString(),
    endedAt: row.endedAt?.toISOString() ?? null,
  };
}
