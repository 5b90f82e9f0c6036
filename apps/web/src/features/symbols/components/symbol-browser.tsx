import type { SymbolDictionary } from "@somnia/shared/symbols";
import { useEffect, useId, useMemo, useState } from "react";
import { useNavigationType } from "react-router";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { SearchInput } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { t } from "@/lib/i18n/translate";
import { useAddressParams } from "@/lib/use-address-params";
import { findSymbols, themeOf } from "../utils/find-symbols";
import { FamilyFilter } from "./family-filter";
import { SymbolCard } from "./symbol-card";

/**
 * The search box's text: the box's own state, so typing stays immediate while the address follows
 * it (the router renders address changes in a transition); taken from the address again when a
 * link or Back brings another one (a push or a pop, never the box's own replaces).
 */
function useSearchText(fromAddress: string): [string, (text: string) => void] {
  const [text, setText] = useState(fromAddress);
  const navigation = useNavigationType();
  useEffect(() => {
    if (navigation !== "REPLACE") setText(fromAddress);
  }, [fromAddress, navigation]);
  return [text, setText];
}

type SymbolBrowserProps = {
  dictionary: SymbolDictionary;
  /** How many of the user's dreams carry each symbol; undefined while unknown. */
  counts: ReadonlyMap<string, number> | undefined;
};

/**
 * 'All symbols': a search box (by name and by the words that bring a symbol up) and the families,
 * both kept in the address (`?q=sea&family=water`) so a search can be linked and comes back with Back.
 */
export function SymbolBrowser({ dictionary, counts }: SymbolBrowserProps) {
  const id = useId();
  const [params, change] = useAddressParams();
  const [query, setQuery] = useSearchText(params.get("q") ?? "");
  const theme = themeOf(params.get("family"));
  const found = useMemo(
    () => findSymbols(dictionary.symbols, { query, theme }),
    [dictionary.symbols, query, theme],
  );
  const sources = useMemo(() => new Map(dictionary.sources.map((s) => [s.key, s])), [dictionary.sources]);
  const search = (text: string) => {
    setQuery(text);
    change({ q: text });
  };

  return (
    <Card aria-labelledby={`${id}-title`}>
      <CardHeader>
        <CardTitle id={`${id}-title`}>{t("symbols.allTitle")}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <search className="grid gap-4">
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-q`}>{t("symbols.searchLabel")}</Label>
            <SearchInput
              id={`${id}-q`}
              placeholder={t("symbols.searchPlaceholder")}
              value={query}
              onChange={(event) => search(event.target.value)}
            />
          </div>
          <FamilyFilter value={theme} onChange={(family) => change({ family })} />
        </search>
        <p role="status" className="text-muted-foreground">
          {found.length === 0 ? t("symbols.noMatches") : t("symbols.resultCount", { count: found.length })}
        </p>
        {found.length > 0 && (
          <ul aria-label={t("symbols.allTitle")} className="grid gap-3">
            {found.map((entry) => (
              <SymbolCard
                key={entry.id}
                entry={entry}
                sources={sources}
                count={counts ? (counts.get(entry.id) ?? 0) : undefined}
              />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
