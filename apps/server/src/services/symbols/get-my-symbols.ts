import {
  DREAM_SIGN_MIN_DREAMS,
  MAX_DREAM_SIGNS,
  type MySymbols,
  type SymbolCount,
} from "@somnia/shared/symbols";
import { and, eq, max, sql } from "drizzle-orm";
import { lexiconEntry } from "../../ai/builtin/lexicon";
import { type Crypto, userCipherOrNull } from "../../crypto";
import type { Db } from "../../db";
import { dreamTerms, searchTerms } from "../../db/schema";
import { TERM_KIND } from "../../db/schema/search";

export interface GetMySymbolsOptions {
  db: Db;
  crypto: Crypto;
  userId: string;
}

const labelOf = (id: string) => lexiconEntry(id)?.label ?? id;

/** Most dreams first, then the most recently dreamt, then by the label shown. */
const byRecurrence = (a: SymbolCount, b: SymbolCount) =>
  b.count - a.count ||
  b.lastDreamDate.localeCompare(a.lastDreamDate) ||
  labelOf(a.symbol).localeCompare(labelOf(b.symbol));

/**
 * How many of the user's remembered dreams carry each symbol, and the latest date one did, from the
 * blind index's symbol terms (docs/decisions/023-blind-search-index.md) in one query; only the
 * vocabulary's symbol labels (lexicon ids) are decrypted, never a dream. The dream signs are the
 * symbols on at least DREAM_SIGN_MIN_DREAMS dreams. A user without a data key has none.
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
  const symbols = rows
    .map((row) => ({
      symbol: cipher.open(row.label),
      count: Number(row.count),
      lastDreamDate: row.lastDreamDate ?? "",
    }))
    .sort(byRecurrence);
  const signs = symbols.filter((s) => s.count >= DREAM_SIGN_MIN_DREAMS).slice(0, MAX_DREAM_SIGNS);
  return { symbols, signs };
}
