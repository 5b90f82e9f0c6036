import type { CalendarStats } from "@somnia/shared/stats";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { statsQueryKey } from "./stats-query-key";

/** GET /api/stats/calendar?month=yyyy-MM: the month's days, count, percentage and streaks. */
export function getCalendarStats(month: string): Promise<CalendarStats> {
  return api.get<CalendarStats>(`/api/stats/calendar?month=${encodeURIComponent(month)}`);
}

export const getCalendarStatsQueryOptions = (month: string) =>
  queryOptions({
    queryKey: [...statsQueryKey, "calendar", month],
    queryFn: () => getCalendarStats(month),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export function useCalendarStats(month: string) {
  return useQuery(getCalendarStatsQueryOptions(month));
}
