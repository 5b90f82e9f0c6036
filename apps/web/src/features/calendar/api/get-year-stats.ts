import type { YearStats } from "@somnia/shared/stats";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { statsQueryKey } from "./stats-query-key";

/** GET /api/stats/calendar/year?year=yyyy: dreams per month, longest streak and top tags. */
export function getYearStats(year: number): Promise<YearStats> {
  return api.get<YearStats>(`/api/stats/calendar/year?year=${year}`);
}

export const getYearStatsQueryOptions = (year: number) =>
  queryOptions({
    queryKey: [...statsQueryKey, "year", year],
    queryFn: () => getYearStats(year),
    staleTime: 0,
  });

export function useYearStats(year: number, enabled = true) {
  return useQuery({ ...getYearStatsQueryOptions(year), enabled });
}
