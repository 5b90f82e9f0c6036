import type { Profile } from "@somnia/shared/profile";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { getMeQueryOptions } from "./get-me";

/** POST /api/me: create the profile if missing (201), or return the existing one (200). */
export function createMe(): Promise<Profile> {
  return api.post<Profile>("/api/me");
}

export function useCreateMe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createMe,
    onSuccess: (profile) => queryClient.setQueryData(getMeQueryOptions().queryKey, profile),
  });
}
