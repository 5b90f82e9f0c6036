import { and, eq } from "drizzle-orm";
import type { Db } from "../../db";
import { dreams } from "../../db/schema";
import { dreamNotFound, isDreamId } from "./dream-not-found";
import { type DreamEvents, publishDreamChanged } from "./publish-dream-changed";

/** Deletes one of the caller's dreams; another user's id is a 404 and deletes nothing. */
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
  const deleted = await db
    .delete(dreams)
    .where(and(eq(dreams.id, id), eq(dreams.userId, userId)))
    .returning({ id: dreams.id });
  if (deleted.length === 0) throw dreamNotFound(id);
  await publishDreamChanged({ events, userId, dreamId: id });
}
