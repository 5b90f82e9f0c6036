import type { ListDreamsQuery } from "@somnia/shared/dreams";
import { wordsOf } from "@somnia/shared/words";
import { and, isNull, or, type SQL, sql } from "drizzle-orm";
import type { UserCipher } from "../../crypto";
import { dreams } from "../../db/schema";
import { openDetections } from "../dreams/dream-detections";
import { openMarks } from "../dreams/dream-marks";
import type { StoredDream } from "../dreams/to-dream";
import { openTags } from "../dreams/to-dream";
import { type BloomTerm, probesOf } from "./blind-terms";
import { lookupTerm, matchesWords } from "./words";

export type SearchFilters = Pick<ListDreamsQuery, "q" | "tag" | "emotion" | "symbol" | "type">;

export interface SearchFilter {
  /** The rows the index lets through (and rows not indexed yet): a superset of the matches. */
  where: SQL;
  /** The exact rule on a candidate, decrypting only the fields the filters read. */
  matches(row: StoredDream): boolean;
}

/**
 * The list's filters as blind-index lookups (docs/decisions/023-blind-search-index.md): every query
 * word (by its prefix), tag, emotion, symbol and type (decision 035) must have all 8 of its probe bits set in a dream's
 * Bloom filter. A Bloom filter lets a few non-matching dreams through (about 0.3% per term), so
 * each candidate is checked exactly after decryption. Null when nothing filters.
 */
export function searchFilter(cipher: UserCipher, filters: SearchFilters): SearchFilter | null {
  const queryWords = filters.q ? [...wordsOf(filters.q)] : [];
  const terms: BloomTerm[] = queryWords.map((word) => ({ namespace: "word", value: lookupTerm(word) }));
  if (filters.tag) terms.push({ namespace: "tag", value: filters.tag });
  if (filters.emotion) terms.push({ namespace: "emotion", value: filters.emotion });
  if (filters.symbol) terms.push({ namespace: "symbol", value: filters.symbol });
  if (filters.type) terms.push({ namespace: "type", value: filters.type });
  if (terms.length === 0) return null;

  const bloom = dreams.searchBloom;
  const probes = terms.flatMap(({ namespace, value }) => probesOf(cipher.searchKey, namespace, value));
  const bitsSet = probes.map(
    (probe) => sql`get_bit(${bloom}, (${probe}::bigint % length(${bloom}))::int) = 1`,
  );
  const where = or(isNull(bloom), and(...bitsSet)) as SQL;

  const { tag, emotion, symbol, type } = filters;
  return {
    where,
    matches(row) {
      const tags = tag || queryWords.length > 0 ? openTags(cipher, row.tags) : null;
      if (tag && !tags?.includes(tag)) return false;
      if (type && !openMarks(cipher, row).types.includes(type)) return false;
      if (emotion || symbol) {
        const chips = openDetections(cipher, row);
        if (emotion && !chips?.emotions.some((e) => e.emotion === emotion)) return false;
        if (symbol && !chips?.symbols.some((s) => s.symbol === symbol)) return false;
      }
      if (queryWords.length === 0) return true;
      const words = new Set<string>();
      const texts = [
        row.title === null ? "" : cipher.open(row.title),
        cipher.open(row.content),
        ...(tags ?? []),
      ];
      for (const text of texts) for (const word of wordsOf(text)) words.add(word);
      return matchesWords(queryWords, words);
    },
  };
}
