import { and, eq } from "drizzle-orm";
import type { Db } from "../../db";
import { dreams, dreamTerms } from "../../db/schema";
import { countTerms } from "../search/reindex-dream";
import { dreamNotFound, isDreamId } from "./dream-not-found";
import { lockUserDreams } from "./plan";
import { type DreamEvents, publishDreamChanged } from "./publish-dream-changed";

/**
 * Deletes one of the caller's dreams; another user's id is a 404 and deletes nothing. Its index
 * entries go with it (a cascade), and the vocabulary counts one dream fewer for each of its terms.
 */
export async function deleteDream({
  db,
  events,
  userId,
  id,
}: {
  db: Db;
  events: DreamEvents;
  userId: string;
  id: string;
}): Promise<void> {
  if (!isDreamId(id)) throw dreamNotFound(id);
  const deleted = await db.transaction(async (tx) => {
    await lockUserDreams(tx, userId);
    const terms = await tx
      .select({ kind: dreamTerms.kind, term: dreamTerms.term })
      .from(dreamTerms)
      .where(and(eq(dreamTerms.dreamId, id), eq(dreamTerms.userId, userId)));
    const rows = await tx
      .delete(dreams)
      .where(and(eq(dreams.id, id), eq(dreams.userId, userId)))
      .returning({ id: dreams.id });
    await countTerms(tx, userId, [], terms);
    return rows;
  });
  if (deleted.length === 0) throw dreamNotFound(id);
  await publishDreamChanged({ events, userId, dreamId: id });
}
