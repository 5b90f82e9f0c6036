import type { Dream } from "@somnia/shared/dreams";
import { useEffect, useRef, useState } from "react";
import { useDreams } from "@/api/dreams";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Loading, SavedCopyNote } from "@/components/ui/loading";
import { t } from "@/lib/i18n/translate";
import { savedCopyState } from "@/lib/saved-copy";
import { toast } from "@/lib/toast";
import { useChipFilters } from "../hooks/use-chip-filters";
import { useDebouncedValue } from "../hooks/use-debounced-value";
import { useScrollToResults } from "../hooks/use-scroll-to-results";
import { DreamFilters } from "./dream-filters";
import { DreamTable } from "./dream-table";

/**
 * 'Your Dreams' (docs/product.md): the remembered dreams, newest first, 10 at a time, searchable.
 * A filter chosen here or in a link (the dictionary's 'In your dreams') brings the card into view.
 */
export function DreamListCard({
  onAnalyze,
  onStartLogging,
}: {
  onAnalyze: (dream: Dream) => void;
  /** The empty journal's next step: the Log Dream card, its text focused. */
  onStartLogging: () => void;
}) {
  const [search, setSearch] = useState("");
  const [filters, setFilters] = useChipFilters();
  const q = useDebouncedValue(search.trim(), 300);
  const dreams = useDreams({ q, ...filters });
  const heading = useRef<HTMLHeadingElement>(null);
  const card = useScrollToResults(filters);
  const items = dreams.data?.pages.flatMap((page) => page.items) ?? [];
  const filtered = Boolean(q || filters.tag || filters.emotion || filters.symbol || filters.type);
  // Nothing to search or filter in an empty journal: the filters come with the first dream.
  const empty = dreams.isSuccess && items.length === 0 && !filtered;

  // A saved copy on screen says itself that the server could not be reached (SavedCopyNote).
  const showingSavedCopy = savedCopyState(dreams) !== null;
  useEffect(() => {
    if (dreams.isError && !showingSavedCopy)
      toast.error(t("dreams.errorTitle"), { description: t("dreams.fetchFailed") });
  }, [dreams.isError, showingSavedCopy]);

  return (
    <Card
      ref={card}
      aria-labelledby="your-dreams-title"
      className="scroll-mt-4 md:scroll-mt-20 lg:scroll-mt-4"
    >
      <CardHeader>
        <CardTitle id="your-dreams-title" ref={heading} tabIndex={-1} className="focus-visible:outline-none">
          {t("dreams.listTitle")}
        </CardTitle>
        {/* There is nothing to choose yet in an empty journal: its empty state says what to do. */}
        {empty ? null : <CardDescription>{t("dreams.listDescription")}</CardDescription>}
      </CardHeader>
      <CardContent className="grid gap-4">
        <SavedCopyNote query={dreams} />
        {empty ? null : (
          <DreamFilters
            search={search}
            onSearchChange={setSearch}
            filters={filters}
            onFiltersChange={setFilters}
          />
        )}
        {dreams.isPending ? (
          <Loading text={t("dreams.loading")} className="py-6" />
        ) : empty ? (
          <div className="grid justify-items-center gap-3 py-6 text-center">
            <p role="status" className="text-muted-foreground">
              {t("dreams.empty")}
            </p>
            <Button onClick={onStartLogging}>{t("dreams.recordFirst")}</Button>
          </div>
        ) : items.length === 0 ? (
          <p role="status" className="py-6 text-center text-muted-foreground">
            {dreams.isError ? t("dreams.fetchFailed") : t("dreams.noMatches")}
          </p>
        ) : (
          <DreamTable dreams={items} onAnalyze={onAnalyze} onDeleted={() => heading.current?.focus()} />
        )}
        {dreams.hasNextPage && (
          <Button
            variant="outline"
            className="justify-self-center"
            disabled={dreams.isFetchingNextPage}
            onClick={() => dreams.fetchNextPage()}
          >
            {dreams.isFetchingNextPage ? t("dreams.loading") : t("dreams.loadMore")}
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
