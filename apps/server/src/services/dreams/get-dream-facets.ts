import { isEmotion } from "@somnia/shared/detections";
import { type DreamFacets, isDreamType } from "@somnia/shared/dreams";
import { type Crypto, userCipherOrNull } from "../../crypto";
import type { Db } from "../../db";
import { TERM_KIND, type TermKind } from "../../db/schema/search";
import { lexiconEntry } from "../../domain/symbols/lexicon";
import { type TermCount, topTerms } from "../search/top-terms";

export interface GetDreamFacetsOptions {
  db: Db;
  crypto: Crypto;
  userId: string;
}

const NO_FACETS: DreamFacets = { tags: [], emotions: [], symbols: [], types: [] };

/**
 * Every tag, emotion, symbol and type (decision 035) on the user's remembered dreams with how many
 * dreams carry it, for My Dreams' filters: the blind index's per-user counts in one query, only the
 * labels decrypted
 * (docs/decisions/023-blind-search-index.md), never a dream. A user without a data key has none.
 */
export async function getDreamFacets({ db, crypto, userId }: GetDreamFacetsOptions): Promise<DreamFacets> {
  const cipher = await userCipherOrNull(crypto, userId);
  if (!cipher) return NO_FACETS;
  const kinds = [TERM_KIND.tag, TERM_KIND.emotion, TERM_KIND.symbol, TERM_KIND.type];
  const terms = await topTerms({ db, cipher, kinds });
  const of = (kind: TermKind): TermCount[] => terms.get(kind) ?? [];
  const symbols = of(TERM_KIND.symbol).map(({ value, count }) => ({
    symbol: value,
    label: lexiconEntry(value)?.label ?? value,
    count,
  }));
  return {
    tags: of(TERM_KIND.tag).map(({ value, count }) => ({ tag: value, count })),
    emotions: of(TERM_KIND.emotion).flatMap(({ value, count }) =>
      isEmotion(value) ? [{ emotion: value, count }] : [],
    ),
    // Ties by the label shown, not by the id.
    symbols: symbols.sort((a, b) => b.count - a.count || a.label.localeCompare(b.label)),
    types: of(TERM_KIND.type).flatMap(({ value, count }) =>
      isDreamType(value) ? [{ type: value, count }] : [],
    ),
  };
}
