import type { AnalysisState } from "@somnia/shared/analysis";
import type { Crypto } from "../../crypto";
import type { Db } from "../../db";
import { findOwnDream } from "./find-own-dream";
import { latestSession, sessionChats } from "./load-session";
import { toAnalysisSession } from "./to-session";

/** The dream's newest analysis session (a reload resumes from it), or null when there is none. */
export async function getAnalysis({
  db,
  crypto,
  userId,
  dreamId,
}: {
  db: Db;
  crypto: Crypto;
  userId: string;
  dreamId: string;
}): Promise<AnalysisState> {
  const dream = await findOwnDream(db, userId, dreamId);
  const row = await latestSession(db, userId, dreamId);
  if (!row) return { session: null };
  const chats = await sessionChats(db, userId, row.id);
  return { session: await toAnalysisSession(crypto, dream, row, chats) };
}
