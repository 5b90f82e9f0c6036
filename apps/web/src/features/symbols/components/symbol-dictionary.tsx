import { useMemo } from "react";
import { useMySymbols, useSymbolDictionary } from "@/api/symbols";
import { PageHeader } from "@/components/layouts/page-header";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { PageLoading } from "@/components/ui/loading";
import { RetryNotice } from "@/components/ui/retry-notice";
import { t } from "@/lib/i18n/translate";
import { DreamSigns } from "./dream-signs";
import { SourcesList } from "./sources-list";
import { SymbolBrowser } from "./symbol-browser";

/** /symbols (docs/product.md, 'Dream Dictionary'): the user's dream signs, every symbol, the sources. */
export function SymbolDictionaryPage() {
  const dictionary = useSymbolDictionary();
  const mine = useMySymbols();
  const labels = useMemo(
    () => new Map(dictionary.data?.symbols.map((entry) => [entry.id, entry.label])),
    [dictionary.data],
  );
  const counts = useMemo(
    () => (mine.data ? new Map(mine.data.symbols.map((s) => [s.symbol, s.count])) : undefined),
    [mine.data],
  );

  return (
    <>
      <PageHeader title={t("symbols.title")} description={t("symbols.subtitle")} />
      {dictionary.data ? (
        <div className="grid gap-6">
          <DreamSigns mine={mine} labelOf={(id) => labels.get(id) ?? id} />
          <SymbolBrowser dictionary={dictionary.data} counts={counts} />
          <Card aria-labelledby="symbol-sources-title">
            <CardHeader>
              <CardTitle id="symbol-sources-title">{t("symbols.sourcesTitle")}</CardTitle>
              <CardDescription>{t("symbols.sourcesDescription")}</CardDescription>
            </CardHeader>
            <CardContent>
              <SourcesList sources={dictionary.data.sources} />
            </CardContent>
          </Card>
        </div>
      ) : dictionary.isError ? (
        <RetryNotice
          title={t("symbols.loadError")}
          description={t("symbols.loadErrorDescription")}
          retryLabel={t("symbols.tryAgain")}
          onRetry={() => dictionary.refetch()}
        />
      ) : (
        <PageLoading />
      )}
    </>
  );
}
