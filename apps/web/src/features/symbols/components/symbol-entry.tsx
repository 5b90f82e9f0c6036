import type { DictionaryEntry, SymbolSource } from "@somnia/shared/symbols";
import { ArrowLeft } from "lucide-react";
import { Link, useParams } from "react-router";
import { useMySymbols, useSymbolDictionary } from "@/api/symbols";
import { PageHeader } from "@/components/layouts/page-header";
import { Card, CardContent } from "@/components/ui/card";
import { PageLoading } from "@/components/ui/loading";
import { RetryNotice } from "@/components/ui/retry-notice";
import { paths } from "@/config/paths";
import { t } from "@/lib/i18n/translate";
import { THEME_LABELS } from "../utils/labels";
import { EmotionChips } from "./emotion-chips";
import { InYourDreams } from "./in-your-dreams";
import { linkClass } from "./link-class";
import { SourcesList } from "./sources-list";

const sectionTitle = "text-lg font-bold";

function EntryCard({ entry, sources }: { entry: DictionaryEntry; sources: readonly SymbolSource[] }) {
  const mine = useMySymbols();
  const count = mine.data ? (mine.data.symbols.find((s) => s.symbol === entry.id)?.count ?? 0) : undefined;
  const cited = sources.filter((source) => entry.sources.includes(source.key));
  return (
    <Card>
      <CardContent className="grid gap-5 pt-6">
        <p className="text-lg">{entry.reading}</p>
        <EmotionChips emotions={entry.emotions} />
        <InYourDreams symbol={entry.id} label={entry.label} count={count} />
        <section aria-labelledby="symbol-question" className="grid gap-1">
          <h2 id="symbol-question" className={sectionTitle}>
            {t("symbols.questionTitle")}
          </h2>
          <p>{entry.question}</p>
        </section>
        <section aria-labelledby="symbol-words" className="grid gap-1">
          <h2 id="symbol-words" className={sectionTitle}>
            {t("symbols.wordsTitle")}
          </h2>
          <p>{entry.words.join(", ")}</p>
        </section>
        <section aria-labelledby="symbol-sources" className="grid gap-2">
          <h2 id="symbol-sources" className={sectionTitle}>
            {t("symbols.sourcesTitle")}
          </h2>
          <SourcesList sources={cited} />
        </section>
      </CardContent>
    </Card>
  );
}

/** /symbols/:id: one symbol's entry, with the user's count of dreams carrying it. */
export function SymbolEntryPage() {
  const { id } = useParams();
  const dictionary = useSymbolDictionary();
  const entry = dictionary.data?.symbols.find((symbol) => symbol.id === id);
  const back = (
    <Link to={paths.symbols} className={`${linkClass} mb-4 inline-flex items-center gap-1`}>
      <ArrowLeft aria-hidden="true" className="size-4" />
      {t("symbols.allSymbols")}
    </Link>
  );

  if (dictionary.isError)
    return (
      <RetryNotice
        pageHeading
        title={t("symbols.loadError")}
        description={t("symbols.loadErrorDescription")}
        retryLabel={t("symbols.tryAgain")}
        onRetry={() => dictionary.refetch()}
      />
    );
  if (!dictionary.data) return <PageLoading />;
  if (!entry)
    return (
      <>
        {back}
        <PageHeader title={t("symbols.notFoundTitle")} description={t("symbols.notFoundText")} />
      </>
    );
  return (
    <>
      {back}
      <PageHeader
        title={entry.label}
        description={t("symbols.familyOf", { family: t(THEME_LABELS[entry.theme]) })}
      />
      <EntryCard entry={entry} sources={dictionary.data.sources} />
    </>
  );
}
