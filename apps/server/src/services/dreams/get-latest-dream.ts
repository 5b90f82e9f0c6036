import type { Dream } from "@somnia/shared/dreams";
import { and, desc, eq } from "drizzle-orm";
import type { Crypto } from "../../crypto";
import type { Db } from "../../db";
import { dreams } from "../../db/schema";
import { dreamNotFound } from "./dream-not-found";
import { DREAM_COLUMNS, toDream } from "./to-dream";

/** The caller's most recently logged remembered dream (it feeds the analyzer), or a 404. */
export async function getLatestDream({
  db,
  crypto,
  userId,
}: {
  db: Db;
  crypto: Crypto;
  userId: string;
}): Promise<Dream> {
  const [row] = await db
    .select(DREAM_COLUMNS)
    .from(dreams)
    .where(and(eq(dreams.userId, userId), eq(dreams.notRemembered, false)))
    .orderBy(desc(dreams.createdAt), desc(dreams.id))
    .limit(1);
  if (!row) throw dreamNotFound("latest");
  return toDream(crypto, row);
}
