import type { DreamType } from "@somnia/shared/dreams";
import { and, eq } from "drizzle-orm";
import { suggestTypes } from "../../ai/builtin/suggest-types";
import type { Crypto } from "../../crypto";
import type { Db } from "../../db";
import { userDistilledInfo } from "../../db/schema";
import type { Logger } from "../../lib/logger";

/**
 * The types the analyst suggests for a dream's text (docs/decisions/035-dream-types.md): the
 * built-in analyst's rules, run on this server whatever the AI provider, so nothing more is sent to
 * an outside service; Recurring against the recurring dreams of the user's profile. A failure costs
 * only the suggestion.
 */
export async function suggestDreamTypes(options: {
  db: Db;
  crypto: Crypto;
  logger?: Logger;
  userId: string;
  content: string;
}): Promise<DreamType[]> {
  const { db, crypto, logger, userId, content } = options;
  try {
    const rows = await db
      .select({ content: userDistilledInfo.content })
      .from(userDistilledInfo)
      .where(and(eq(userDistilledInfo.userId, userId), eq(userDistilledInfo.infoType, "recurring_dreams")));
    const recurring = await Promise.all(rows.map((row) => crypto.decrypt(userId, row.content)));
    return suggestTypes(content, recurring);
  } catch (err) {
    logger?.warn({ err, userId }, "dream types could not be suggested; the dream has no suggestion");
    return [];
  }
}
