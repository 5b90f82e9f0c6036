import type { DreamPage } from "@somnia/shared/dreams";
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

export type DreamFilters = { q?: string; tag?: string; emotion?: string; symbol?: string };

/** Every dreams query starts with this key: invalidating it refreshes lists and single dreams. */
export const dreamsQueryKey = ["dreams"] as const;

/** GET /api/dreams: a page of 10 remembered dreams, newest dream date first; optional search, tag, emotion and symbol. */
export function listDreams({ cursor, ...filters }: DreamFilters & { cursor?: string }): Promise<DreamPage> {
  const params = new URLSearchParams();
  if (cursor) params.set("cursor", cursor);
  for (const [name, value] of Object.entries(filters)) if (value) params.set(name, value);
  const search = params.toString();
  return api.get<DreamPage>(search ? `/api/dreams?${search}` : "/api/dreams");
}

export const listDreamsQueryOptions = (filters: DreamFilters = {}) => {
  const normalized = {
    q: filters.q?.trim() || undefined,
    tag: filters.tag || undefined,
    emotion: filters.emotion || undefined,
    symbol: filters.symbol || undefined,
  };
  return infiniteQueryOptions({
    queryKey: [...dreamsQueryKey, "list", normalized],
    queryFn: ({ pageParam }) => listDreams({ ...normalized, cursor: pageParam }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
  });
};

/** While a new search loads, the previous results stay on screen. */
export function useDreams(filters: DreamFilters = {}) {
  return useInfiniteQuery({ ...listDreamsQueryOptions(filters), placeholderData: keepPreviousData });
}
