import { SymbolDictionaryPage } from "@/features/symbols/components/symbol-dictionary";
import { SymbolEntryPage } from "@/features/symbols/components/symbol-entry";

export function SymbolsRoute() {
  return <SymbolDictionaryPage />;
}

export function SymbolRoute() {
  return <SymbolEntryPage />;
}
