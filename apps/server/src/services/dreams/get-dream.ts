import type { Dream } from "@somnia/shared/dreams";
import { and, eq } from "drizzle-orm";
import type { Crypto } from "../../crypto";
import type { Db } from "../../db";
import { dreams } from "../../db/schema";
import { dreamNotFound, isDreamId } from "./dream-not-found";
import { DREAM_COLUMNS, toDream } from "./to-dream";

/** One of the caller's dreams; another user's id is a 404 like a missing one. */
export async function getDream({
  db,
  crypto,
  userId,
  id,
}: {
  db: Db;
  crypto: Crypto;
  userId: string;
  id: string;
}): Promise<Dream> {
  if (!isDreamId(id)) throw dreamNotFound(id);
  const [row] = await db
    .select(DREAM_COLUMNS)
    .from(dreams)
    .where(and(eq(dreams.id, id), eq(dreams.userId, userId)));
  if (!row) throw dreamNotFound(id);
  return toDream(crypto, row);
}
