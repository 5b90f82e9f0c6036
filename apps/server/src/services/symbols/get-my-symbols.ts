import { type MySymbols, rankSymbolCounts } from "@somnia/shared/symbols";
import { and, eq, max, sql } from "drizzle-orm";
import { type Crypto, userCipherOrNull } from "../../crypto";
import type { Db } from "../../db";
import { dreamTerms, searchTerms } from "../../db/schema";
import { TERM_KIND } from "../../db/schema/search";
import { lexiconEntry } from "../../domain/symbols/lexicon";

export interface GetMySymbolsOptions {
  db: Db;
  crypto: Crypto;
  userId: string;
}

const labelOf = (id: string) => lexiconEntry(id)?.label ?? id;

/**
 * How many of the user's remembered dreams carry each symbol, and the latest date one did, from the
 * blind index's symbol terms (docs/decisions/023-blind-search-index.md) in one query; only the
 * vocabulary's symbol labels (lexicon ids) are decrypted, never a dream. The order and the dream
 * signs are rankSymbolCounts', which the interpreter uses too. A user without a data key has none.
 */
export async function getMySymbols({ db, crypto, userId }: GetMySymbolsOptions): Promise<MySymbols> {
  const cipher = await userCipherOrNull(crypto, userId);
  if (!cipher) return { symbols: [], signs: [] };
  const rows = await db
    .select({
      label: searchTerms.label,
      count: sql<number>`count(*)::int`,
      lastDreamDate: max(dreamTerms.dreamDate),
    })
    .from(dreamTerms)
    .innerJoin(
      searchTerms,
      and(
        eq(searchTerms.userId, dreamTerms.userId),
        eq(searchTerms.kind, dreamTerms.kind),
        eq(searchTerms.term, dreamTerms.term),
      ),
    )
    .where(and(eq(dreamTerms.userId, userId), eq(dreamTerms.kind, TERM_KIND.symbol)))
    .groupBy(searchTerms.term, searchTerms.label);
  const counts = rows.map((row) => ({
    symbol: cipher.open(row.label),
    count: Number(row.count),
    lastDreamDate: row.lastDreamDate ?? "",
  }));
  return rankSymbolCounts(counts, labelOf);
}
