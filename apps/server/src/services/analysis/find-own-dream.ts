import { ANALYSIS_MESSAGES } from "@somnia/shared/analysis";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db";
import { dreams } from "../../db/schema";
import type { DreamRow } from "../../db/schema/dreams";
import { AppError } from "../../lib/app-error";
import { dreamNotFound, isDreamId } from "../dreams/dream-not-found";

/** One of the caller's dreams; another user's (or a missing) dream is the same 404. */
export async function findOwnDream(
  db: Pick<Db, "select">,
  userId: string,
  dreamId: string,
): Promise<DreamRow> {
  if (!isDreamId(dreamId)) throw dreamNotFound(dreamId);
  const [row] = await db
    .select()
    .from(dreams)
    .where(and(eq(dreams.id, dreamId), eq(dreams.userId, userId)));
  if (!row) throw dreamNotFound(dreamId);
  return row;
}

/** A dream that can be analysed: the caller's own, and not an "I don't remember" entry. */
export async function findAnalysableDream(db: Pick<Db, "select">, userId: string, dreamId: string) {
  const row = await findOwnDream(db, userId, dreamId);
  if (row.notRemembered) {
    throw new AppError("VALIDATION_FAILED", {
      message: `dream ${dreamId} is an "I don't remember" entry`,
      reason: ANALYSIS_MESSAGES.notRemembered,
    });
  }
  return row;
}
