import { randomUUID } from "node:crypto";
import type { ExportData } from "@somnia/shared/account";
import type { UserCipher } from "../../crypto";
import type { Db } from "../../db";
import { analysisSessions, analyzerChats, interpretations } from "../../db/schema";

export type ImportedAnalysis = ExportData["analyses"][number];
export type ImportedInterpretation = ExportData["interpretations"][number];
export type Extra = { analysis: ImportedAnalysis } | { interpretation: ImportedInterpretation };

/** A source's references to dreams of the export, pointed at the dreams they became. */
function relink(source: ImportedInterpretation["sources"][number], ids: ReadonlyMap<string, string>) {
  const dreamId = source.dreamId === null ? null : (ids.get(source.dreamId) ?? source.dreamId);
  const id = source.kind === "dream" ? (ids.get(source.id) ?? source.id) : source.id;
  return { ...source, id, dreamId };
}

/**
 * A Somnia export's analyses (with their answers) and interpretations, each stored on the dream it
 * belongs to once that dream has been imported now (`ids`: the export's dream id → the new one);
 * those of a dream that was not (a duplicate, a refused entry) are left out; whether a dream was
 * analysed came with the dream. One transaction per batch.
 */
export async function storeExtras(
  db: Db,
  cipher: UserCipher,
  extras: readonly Extra[],
  ids: ReadonlyMap<string, string>,
): Promise<void> {
  const { userId } = cipher;
  const sessions: (typeof analysisSessions.$inferInsert)[] = [];
  const chats: (typeof analyzerChats.$inferInsert)[] = [];
  const readings: (typeof interpretations.$inferInsert)[] = [];
  for (const extra of extras) {
    if ("analysis" in extra) {
      const { analysis } = extra;
      const dreamId = ids.get(analysis.dreamId);
      if (dreamId === undefined) continue;
      const sessionId = randomUUID();
      sessions.push({
        id: sessionId,
        userId,
        dreamId,
        status: analysis.status,
        analysis: cipher.seal(analysis.analysis),
        questions: cipher.seal(JSON.stringify(analysis.questions)),
        createdAt: new Date(analysis.createdAt),
        endedAt: analysis.endedAt === null ? null : new Date(analysis.endedAt),
      });
      analysis.answers.forEach((answer, position) => {
        chats.push({
          userId,
          dreamId,
          sessionId,
          position,
          botQuestion: cipher.seal(answer.question),
          userAnswer: cipher.seal(answer.answer),
          createdAt: new Date(answer.createdAt),
        });
      });
    } else {
      const { interpretation } = extra;
      const dreamId = ids.get(interpretation.dreamId);
      if (dreamId === undefined) continue;
      readings.push({
        userId,
        dreamId,
        text: cipher.seal(interpretation.text),
        sources: cipher.seal(JSON.stringify(interpretation.sources.map((source) => relink(source, ids)))),
        createdAt: new Date(interpretation.createdAt),
      });
    }
  }
  if (sessions.length + readings.length === 0) return;
  await db.transaction(async (tx) => {
    if (sessions.length > 0) await tx.insert(analysisSessions).values(sessions);
    if (chats.length > 0) await tx.insert(analyzerChats).values(chats);
    if (readings.length > 0) await tx.insert(interpretations).values(readings);
  });
}
