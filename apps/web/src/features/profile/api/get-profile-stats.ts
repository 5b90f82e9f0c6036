import type { ProfileStats } from "@somnia/shared/stats";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

/** GET /api/stats/profile: the Dream Statistics card. */
export function getProfileStats(): Promise<ProfileStats> {
  return api.get<ProfileStats>("/api/stats/profile");
}

export const getProfileStatsQueryOptions = () =>
  queryOptions({ queryKey: ["stats", "profile"], queryFn: getProfileStats, staleTime: 0 });

export function useProfileStats() {
  return useQuery(getProfileStatsQueryOptions());
}
