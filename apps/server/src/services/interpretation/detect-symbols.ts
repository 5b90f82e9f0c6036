import { loadBuiltinAnalyst } from "../../ai/builtin";
import type { FoundSymbol } from "./context-types";

/**
 * What finds the dream-lexicon symbols in a text: the built-in analyst, whatever AI provider is
 * configured, once it is loaded.
 */
export async function symbolDetector(): Promise<(text: string) => FoundSymbol[]> {
  const analyst = await loadBuiltinAnalyst();
  return (text) => analyst.detect(text).symbols.map(({ symbol, label }) => ({ symbol, label }));
}
