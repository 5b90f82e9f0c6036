import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { memoryQueryOptions } from "./list-memory";

/** DELETE /api/memory/:id */
export function deleteMemory(id: string): Promise<void> {
  return api.delete<void>(`/api/memory/${encodeURIComponent(id)}`);
}

export function useDeleteMemory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMemory,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: memoryQueryOptions().queryKey }),
  });
}
