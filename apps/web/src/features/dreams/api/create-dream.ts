import type { CreateDreamInput, Dream } from "@somnia/shared/dreams";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { getDreamQueryOptions } from "./get-dream";
import { dreamsQueryKey } from "./list-dreams";

/** POST /api/dreams: a remembered dream (title generated when empty) or an "I don't remember" entry. */
export function createDream(input: CreateDreamInput): Promise<Dream> {
  return api.post<Dream>("/api/dreams", input);
}

export function useCreateDream() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDream,
    onSuccess: async (dream) => {
      queryClient.setQueryData(getDreamQueryOptions(dream.id).queryKey, dream);
      await queryClient.invalidateQueries({ queryKey: dreamsQueryKey });
    },
  });
}
