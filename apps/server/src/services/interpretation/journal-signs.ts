import type { DreamType } from "@somnia/shared/dreams";
import { rankSymbolCounts, type SymbolCount } from "@somnia/shared/symbols";
import type { DreamSign } from "../../ai/builtin/types";
import { sharedSymbols } from "./context-items";
import type { ContextDream, FoundSymbol } from "./context-types";

/** A dream of the journal with the symbols it holds (its chips, or what the analyst reads in it). */
export interface JournalDream {
  dream: ContextDream;
  symbols: FoundSymbol[];
}

/** Why an earlier dream is linked to this one: the dream signs it shares, and every shared symbol. */
export interface LinkReason {
  shared: FoundSymbol[];
  signs: FoundSymbol[];
  /** How many symbols the earlier dream holds in all. */
  of: number;
}

interface Count extends SymbolCount {
  label: string;
}

/**
 * The journal's dream signs, ranked as My Symbols ranks them (rankSymbolCounts): the symbols on at
 * least DREAM_SIGN_MIN_DREAMS of its dreams (this one included), the MAX_DREAM_SIGNS that recur
 * most, most recurring first. The journal here is what the interpreter may read: the analysed
 * dreams load-context.ts fetches, none kept out of AI memory.
 */
export function journalSigns(dream: JournalDream, earlier: JournalDream[]): Count[] {
  const counts = new Map<string, Count>();
  for (const { dream: each, symbols } of [dream, ...earlier]) {
    for (const { symbol, label } of new Map(symbols.map((s) => [s.symbol, s])).values()) {
      const count = counts.get(symbol);
      if (!count) counts.set(symbol, { symbol, label, count: 1, lastDreamDate: each.date });
      else {
        count.count++;
        if (each.date > count.lastDreamDate) count.lastDreamDate = each.date;
      }
    }
  }
  return rankSymbolCounts([...counts.values()], (id) => counts.get(id)?.label ?? id).signs;
}

/**
 * The dream signs this dream holds, each with the earlier dreams (dated up to this one) that hold
 * it: how many, since when, and of which types.
 */
export function signsIn(dream: JournalDream, earlier: JournalDream[], signs: Count[]): DreamSign[] {
  const own = new Set(dream.symbols.map((s) => s.symbol));
  const before = earlier.filter(({ dream: each }) => each.date <= dream.dream.date);
  return signs
    .filter((sign) => own.has(sign.symbol))
    .map((sign) => {
      const holding = before.filter(({ symbols }) => symbols.some((s) => s.symbol === sign.symbol));
      const dates = holding.map(({ dream: each }) => each.date).sort();
      const earlierTypes: Partial<Record<DreamType, number>> = {};
      for (const type of holding.flatMap(({ dream: each }) => each.types ?? [])) {
        earlierTypes[type] = (earlierTypes[type] ?? 0) + 1;
      }
      return {
        symbol: sign.symbol,
        label: sign.label,
        earlier: holding.length,
        since: dates[0] ?? null,
        earlierTypes,
      };
    });
}

/**
 * Why an earlier dream is linked to this one: it shares one of the journal's dream signs, or at
 * least two symbols. Null when it shares neither: a single common image is no link.
 */
export function linkReason(own: FoundSymbol[], other: FoundSymbol[], signs: Set<string>): LinkReason | null {
  const shared = sharedSymbols(own, other);
  const signed = shared.filter((s) => signs.has(s.symbol));
  return signed.length > 0 || shared.length >= 2
    ? { shared, signs: signed, of: new Set(other.map((s) => s.symbol)).size }
    : null;
}
