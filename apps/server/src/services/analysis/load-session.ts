import { and, asc, desc, eq } from "drizzle-orm";
import type { Db } from "../../db";
import { analysisSessions, analyzerChats } from "../../db/schema";

type Reader = Pick<Db, "select">;

/** The dream's active session, if any (there is at most one). */
export async function activeSession(db: Reader, userId: string, dreamId: string) {
  const [row] = await db
    .select()
    .from(analysisSessions)
    .where(
      and(
        eq(analysisSessions.userId, userId),
        eq(analysisSessions.dreamId, dreamId),
        eq(analysisSessions.status, "active"),
      ),
    );
  return row;
}

/** The dream's newest session, active or ended. */
export async function latestSession(db: Reader, userId: string, dreamId: string) {
  const [row] = await db
    .select()
    .from(analysisSessions)
    .where(and(eq(analysisSessions.userId, userId), eq(analysisSessions.dreamId, dreamId)))
    .orderBy(desc(analysisSessions.createdAt), desc(analysisSessions.id))
    .limit(1);
  return row;
}

/** A session's answered pairs, in question order. */
export function sessionChats(db: Reader, userId: string, sessionId: string) {
  return db
    .select()
    .from(analyzerChats)
    .where(and(eq(analyzerChats.userId, userId), eq(analyzerChats.sessionId, sessionId)))
    .orderBy(asc(analyzerChats.position));
}
