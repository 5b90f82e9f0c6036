import type { Locale } from "@somnia/shared/locales";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { locale } from "@/lib/i18n/catalogues";
import { api, read } from "./client";
import { dreamKeys } from "./dreams";

/**
 * The dictionary is fixed for the life of the server (one per language), so its key stays outside
 * `dreamKeys.all`; the caller's counts sit under it, so every dream change (a save, a chip edit, a
 * live event) refreshes them.
 */
export const symbolKeys = {
  dictionary: (lang: Locale) => ["symbol-dictionary", lang] as const,
  mine: () => [...dreamKeys.all, "symbols"] as const,
};

/**
 * GET /api/symbols: every symbol of the lexicon with its name, reading and question in the page's
 * language, and the works it cites.
 */
export function useSymbolDictionary() {
  const lang = locale;
  return useQuery(
    queryOptions({
      queryKey: symbolKeys.dictionary(lang),
      queryFn: () => read(api.symbols.$get({ query: { lang } })),
      staleTime: Number.POSITIVE_INFINITY,
    }),
  );
}

/** GET /api/symbols/mine: how many of the caller's dreams carry each symbol, and their dream signs. */
export function useMySymbols() {
  return useQuery({ queryKey: symbolKeys.mine(), queryFn: () => read(api.symbols.mine.$get()) });
}
