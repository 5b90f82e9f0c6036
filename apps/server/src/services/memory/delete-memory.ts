import { and, eq } from "drizzle-orm";
import type { Db } from "../../db";
import { userDistilledInfo } from "../../db/schema";
import { isDreamId } from "../dreams/dream-not-found";
import { memoryNotFound } from "./memory-not-found";

/** Deletes one of the caller's memory entries; the interpreter no longer draws on it. */
export async function deleteMemory({
  db,
  userId,
  id,
}: {
  db: Db;
  userId: string;
  id: string;
}): Promise<void> {
  if (!isDreamId(id)) throw memoryNotFound(id);
  const deleted = await db
    .delete(userDistilledInfo)
    .where(and(eq(userDistilledInfo.id, id), eq(userDistilledInfo.userId, userId)))
    .returning({ id: userDistilledInfo.id });
  if (deleted.length === 0) throw memoryNotFound(id);
}
