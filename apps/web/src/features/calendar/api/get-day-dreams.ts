import type { DayDreams } from "@somnia/shared/stats";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { statsQueryKey } from "./stats-query-key";

/** GET /api/stats/calendar/day?date=yyyy-MM-dd: that day's entries (titles only). */
export function getDayDreams(date: string): Promise<DayDreams> {
  return api.get<DayDreams>(`/api/stats/calendar/day?date=${encodeURIComponent(date)}`);
}

export const getDayDreamsQueryOptions = (date: string) =>
  queryOptions({
    queryKey: [...statsQueryKey, "day", date],
    queryFn: () => getDayDreams(date),
    staleTime: 0,
  });

export function useDayDreams(date: string | undefined) {
  return useQuery({ ...getDayDreamsQueryOptions(date ?? ""), enabled: Boolean(date) });
}
