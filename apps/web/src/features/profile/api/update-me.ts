import type { Profile, UpdateProfileInput } from "@somnia/shared/profile";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { getMeQueryOptions } from "./get-me";

/** PATCH /api/me. */
export function updateMe(input: UpdateProfileInput): Promise<Profile> {
  return api.patch<Profile>("/api/me", input);
}

export function useUpdateMe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMe,
    onSuccess: (profile) => queryClient.setQueryData(getMeQueryOptions().queryKey, profile),
  });
}
