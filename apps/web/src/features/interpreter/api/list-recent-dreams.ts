import type { DreamPage } from "@somnia/shared/dreams";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

/** Under the journal's `["dreams"]` key, so live dream events refresh the chat's picker too. */
export const recentDreamsQueryKey = ["dreams", "interpreter", "recent"] as const;

/** GET /api/dreams: the newest page of the caller's dreams, for the chat's dream picker. */
export function listRecentDreams(): Promise<DreamPage> {
  return api.get<DreamPage>("/api/dreams");
}

export const recentDreamsQueryOptions = () =>
  queryOptions({ queryKey: recentDreamsQueryKey, queryFn: listRecentDreams });

export function useRecentDreams(enabled = true) {
  return useQuery({ ...recentDreamsQueryOptions(), enabled });
}
