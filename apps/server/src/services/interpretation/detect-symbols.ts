import { type BuiltinAnalyst, createBuiltinAnalyst } from "../../ai/builtin";
import type { FoundSymbol } from "./context-types";

let analyst: BuiltinAnalyst | undefined;

/** The dream-lexicon symbols in a text (the built-in analyst, whatever AI provider is configured). */
export function detectSymbols(text: string): FoundSymbol[] {
  analyst ??= createBuiltinAnalyst();
  return analyst.detect(text).symbols.map(({ symbol, label }) => ({ symbol, label }));
}
