import { loadTerms } from "@somnia/shared/legal/terms";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { locale } from "@/lib/i18n/catalogues";

/**
 * The Terms of Service in the page's language: only that language's document is fetched, once per
 * page load (a language is chosen before the first render, docs/decisions/038-languages.md).
 */
export const termsQueryOptions = () =>
  queryOptions({
    queryKey: ["terms", locale],
    queryFn: () => loadTerms(locale),
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useTerms() {
  return useQuery(termsQueryOptions());
}
