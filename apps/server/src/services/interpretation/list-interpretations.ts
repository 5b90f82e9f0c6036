import type { InterpretationHistory } from "@somnia/shared/interpretation";
import { and, desc, eq } from "drizzle-orm";
import type { Crypto } from "../../crypto";
import type { Db } from "../../db";
import { interpretations } from "../../db/schema";
import { findOwnDream } from "../analysis/find-own-dream";
import { toInterpretation } from "./to-interpretation";

export interface ListInterpretationsOptions {
  db: Db;
  crypto: Crypto;
  userId: string;
  dreamId: string;
}

/** Every reading of one of the caller's dreams, newest first, with its sources. */
export async function listInterpretations({
  db,
  crypto,
  userId,
  dreamId,
}: ListInterpretationsOptions): Promise<InterpretationHistory> {
  await findOwnDream(db, userId, dreamId);
  const rows = await db
    .select()
    .from(interpretations)
    .where(and(eq(interpretations.userId, userId), eq(interpretations.dreamId, dreamId)))
    .orderBy(desc(interpretations.createdAt), desc(interpretations.id));
  return { items: await Promise.all(rows.map((row) => toInterpretation(crypto, row))) };
}
