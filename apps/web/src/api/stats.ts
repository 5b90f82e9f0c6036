import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api, read } from "./client";

/** Every statistic is computed from the dreams: a dream change makes all of `stats.all` stale. */
export const statsKeys = {
  all: ["stats"] as const,
  calendar: (month: string) => [...statsKeys.all, "calendar", month] as const,
  day: (date: string) => [...statsKeys.all, "day", date] as const,
  year: (year: number) => [...statsKeys.all, "year", year] as const,
  profile: () => [...statsKeys.all, "profile"] as const,
};

/** GET /api/stats/calendar?month=yyyy-MM: the month's days, count, percentage and streaks. */
export function useCalendarStats(month: string) {
  return useQuery({
    queryKey: statsKeys.calendar(month),
    queryFn: () => read(api.stats.calendar.$get({ query: { month } })),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

/** GET /api/stats/calendar/day?date=yyyy-MM-dd: that day's entries (titles only). */
export function useDayDreams(date: string | undefined) {
  return useQuery({
    queryKey: statsKeys.day(date ?? ""),
    queryFn: () => read(api.stats.calendar.day.$get({ query: { date: date ?? "" } })),
    staleTime: 0,
    enabled: Boolean(date),
  });
}

/** GET /api/stats/calendar/year?year=yyyy: dreams per month, longest streak and top tags. */
export function useYearStats(year: number, enabled = true) {
  return useQuery({
    queryKey: statsKeys.year(year),
    queryFn: () => read(api.stats.calendar.year.$get({ query: { year: String(year) } })),
    staleTime: 0,
    enabled,
  });
}

/** GET /api/stats/profile: the Dream Statistics card. */
export function useProfileStats() {
  return useQuery(
    queryOptions({
      queryKey: statsKeys.profile(),
      queryFn: () => read(api.stats.profile.$get()),
      staleTime: 0,
    }),
  );
}
