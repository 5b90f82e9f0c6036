import { SUGGESTED_TAGS } from "@somnia/shared/tags";
import { useInfiniteQuery } from "@tanstack/react-query";
import { dreamsQueryOptions } from "@/api/dreams";

/**
 * Tags to filter by: those on the user's loaded dreams (the unfiltered list, shared with the list
 * card's cache), then the suggested ones, without repeats.
 */
export function useKnownTags(): string[] {
  const { data } = useInfiniteQuery({
    ...dreamsQueryOptions(),
    select: (pages) => pages.pages.flatMap((page) => page.items.flatMap((dream) => dream.tags ?? [])),
  });
  const own = [...new Set(data ?? [])].sort((a, b) => a.localeCompare(b));
  return [...own, ...SUGGESTED_TAGS.filter((tag) => !own.includes(tag))];
}
