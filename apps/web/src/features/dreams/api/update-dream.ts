import type { Dream, UpdateDreamInput } from "@somnia/shared/dreams";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { getDreamQueryOptions } from "./get-dream";
import { dreamsQueryKey } from "./list-dreams";

/** PATCH /api/dreams/:id: title (empty = generate again), text, date, tags. */
export function updateDream({ id, input }: { id: string; input: UpdateDreamInput }): Promise<Dream> {
  return api.patch<Dream>(`/api/dreams/${encodeURIComponent(id)}`, input);
}

export function useUpdateDream() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDream,
    onSuccess: async (dream) => {
      queryClient.setQueryData(getDreamQueryOptions(dream.id).queryKey, dream);
      await queryClient.invalidateQueries({ queryKey: dreamsQueryKey });
    },
  });
}
