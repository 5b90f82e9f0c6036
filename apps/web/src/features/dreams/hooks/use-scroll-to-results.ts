import { useEffect, useRef } from "react";
import type { ChipFilters } from "../components/dream-filters";

/**
 * The list card's ref, scrolled to the top of the view whenever the chip filters change, and on
 * arrival with a filter in the address: the results are where the user is looking, under the
 * filters, not below the Log Dream card. Without a filter, the page opens where it is.
 */
export function useScrollToResults(filters: ChipFilters) {
  const card = useRef<HTMLElement>(null);
  const chosen = [filters.tag, filters.emotion, filters.symbol, filters.type];
  const key = JSON.stringify(chosen);
  const filtered = chosen.some(Boolean);
  const previous = useRef<string | null>(null);
  useEffect(() => {
    if (previous.current === key) return;
    const arrived = previous.current === null;
    previous.current = key;
    if (arrived && !filtered) return;
    card.current?.scrollIntoView({ block: "start" });
  }, [key, filtered]);
  return card;
}
