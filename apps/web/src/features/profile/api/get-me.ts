import type { Profile } from "@somnia/shared/profile";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

/** GET /api/me: the profile, or ApiError PROFILE_NOT_FOUND (404) before it is created. */
export function getMe(): Promise<Profile> {
  return api.get<Profile>("/api/me");
}

export const meQueryKey = ["me"] as const;

export const getMeQueryOptions = () => queryOptions({ queryKey: meQueryKey, queryFn: getMe });

export function useMe() {
  return useQuery(getMeQueryOptions());
}
