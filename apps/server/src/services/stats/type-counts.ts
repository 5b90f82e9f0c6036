import { DREAM_TYPES } from "@somnia/shared/dreams";
import type { TypeCounts } from "@somnia/shared/stats";
import { and, eq, gte, lte, sql } from "drizzle-orm";
import type { UserCipher } from "../../crypto";
import type { Db } from "../../db";
import { dreamTerms, searchTerms } from "../../db/schema";
import { TERM_KIND } from "../../db/schema/search";
import { termIdOf } from "../search/blind-terms";

/**
 * How many of the user's remembered dreams carry each type (docs/decisions/035-dream-types.md), by
 * SQL over the blind index: `count(*)` of the type terms dated in [from, to], or over the whole
 * journal the vocabulary's counts. Nothing is decrypted: each type's term id is computed from the
 * user's search key. A user without a key has no dreams to count.
 */
export async function typeCounts(
  db: Db,
  cipher: UserCipher | null,
  range?: { from: string; to: string },
): Promise<TypeCounts> {
  const counts: TypeCounts = { lucid: 0, nightmare: 0, recurring: 0 };
  if (!cipher) return counts;
  const { userId, searchKey } = cipher;
  const byTerm = new Map(DREAM_TYPES.map((type) => [termIdOf(searchKey, "type", type), type]));
  const rows = range
    ? await db
        .select({ term: dreamTerms.term, count: sql<number>`count(*)::int` })
        .from(dreamTerms)
        .where(
          and(
            eq(dreamTerms.userId, userId),
            eq(dreamTerms.kind, TERM_KIND.type),
            gte(dreamTerms.dreamDate, range.from),
            lte(dreamTerms.dreamDate, range.to),
          ),
        )
        .groupBy(dreamTerms.term)
    : await db
        .select({ term: searchTerms.term, count: searchTerms.dreamCount })
        .from(searchTerms)
        .where(and(eq(searchTerms.userId, userId), eq(searchTerms.kind, TERM_KIND.type)));
  for (const { term, count } of rows) {
    const type = byTerm.get(BigInt(term));
    if (type) counts[type] = Number(count);
  }
  return counts;
}
