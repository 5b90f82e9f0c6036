import type { DreamPage } from "@somnia/shared/dreams";
import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

/** Under the journal's `["dreams"]` key, so live dream events refresh the Dreams tab too. */
export const analyzedDreamsQueryKey = ["dreams", "interpreter", "analyzed"] as const;

/** GET /api/dreams?analyzed=true: a page of the caller's analysed dreams, newest dream date first. */
export function listAnalyzedDreams(cursor?: string): Promise<DreamPage> {
  const params = new URLSearchParams({ analyzed: "true" });
  if (cursor) params.set("cursor", cursor);
  return api.get<DreamPage>(`/api/dreams?${params}`);
}

export const analyzedDreamsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: analyzedDreamsQueryKey,
    queryFn: ({ pageParam }) => listAnalyzedDreams(pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
  });

export function useAnalyzedDreams() {
  return useInfiniteQuery(analyzedDreamsQueryOptions());
}
