import type { Dream } from "@somnia/shared/dreams";
import { useEffect, useRef, useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { useDreams } from "../api/list-dreams";
import { useDebouncedValue } from "../hooks/use-debounced-value";
import { DREAMS_STRINGS as S } from "../strings";
import { type ChipFilters, DreamFilters } from "./dream-filters";
import { DreamTable } from "./dream-table";

/** 'Your Dreams' (spec §2): the remembered dreams, newest first, 10 at a time, searchable. */
export function DreamListCard({ onAnalyze }: { onAnalyze: (dream: Dream) => void }) {
  const [search, setSearch] = useState("");
  const [filters, setFilters] = useState<ChipFilters>({ tag: "", emotion: "", symbol: "" });
  const q = useDebouncedValue(search.trim(), 300);
  const dreams = useDreams({ q, ...filters });
  const heading = useRef<HTMLHeadingElement>(null);
  const items = dreams.data?.pages.flatMap((page) => page.items) ?? [];
  const filtered = Boolean(q || filters.tag || filters.emotion || filters.symbol);

  useEffect(() => {
    if (dreams.isError) toast.error(S.errorTitle, { description: S.fetchFailed });
  }, [dreams.isError]);

  return (
    <Card aria-labelledby="your-dreams-title">
      <CardHeader>
        <CardTitle id="your-dreams-title" ref={heading} tabIndex={-1} className="focus-visible:outline-none">
          {S.listTitle}
        </CardTitle>
        <CardDescription>{S.listDescription}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <DreamFilters
          search={search}
          onSearchChange={setSearch}
          filters={filters}
          onFiltersChange={setFilters}
        />
        {dreams.isPending ? (
          <p role="status" className="flex items-center gap-2 py-6 text-muted-foreground">
            <Spinner className="size-5" />
            {S.loading}
          </p>
        ) : items.length === 0 ? (
          <p role="status" className="py-6 text-center text-muted-foreground">
            {dreams.isError ? S.fetchFailed : filtered ? S.noMatches : S.empty}
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
            {dreams.isFetchingNextPage ? S.loading : S.loadMore}
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
