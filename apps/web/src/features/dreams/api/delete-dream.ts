import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { getDreamQueryOptions } from "./get-dream";
import { dreamsQueryKey } from "./list-dreams";

/** DELETE /api/dreams/:id (204). */
export function deleteDream(id: string): Promise<void> {
  return api.delete<void>(`/api/dreams/${encodeURIComponent(id)}`);
}

export function useDeleteDream() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDream,
    onSuccess: async (_, id) => {
      queryClient.removeQueries({ queryKey: getDreamQueryOptions(id).queryKey });
      await queryClient.invalidateQueries({ queryKey: dreamsQueryKey });
    },
  });
}
