import type { AnalysisSession } from "@somnia/shared/analysis";
import { and, eq } from "drizzle-orm";
import type { Crypto } from "../../crypto";
import type { Db } from "../../db";
import { analysisSessions } from "../../db/schema";
import { sessionEnded } from "./analysis-errors";
import { findOwnDream } from "./find-own-dream";
import { sessionChats } from "./load-session";
import { toAnalysisSession } from "./to-session";

/**
 * Skip (docs/product.md, 'My Dreams'): ends the dream's active session as `skipped`. The dream is
 * not marked analysed and nothing is distilled; answers given so far stay stored.
 */
export async function skipAnalysis({
  db,
  crypto,
  userId,
  dreamId,
}: {
  db: Db;
  crypto: Crypto;
  userId: string;
  dreamId: string;
}): Promise<AnalysisSession> {
  const dream = await findOwnDream(db, userId, dreamId);
  const [row] = await db
    .update(analysisSessions)
    .set({ status: "skipped", endedAt: new Date() })
    .where(
      and(
        eq(analysisSessions.userId, userId),
        eq(analysisSessions.dreamId, dreamId),
        eq(analysisSessions.status, "active"),
      ),
    )
    .returning();
  if (!row) throw sessionEnded(dreamId);
  return toAnalysisSession(crypto, dream, row, await sessionChats(db, userId, row.id));
}
