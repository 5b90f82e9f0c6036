import type { MemoryEntry } from "@somnia/shared/memory";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { memoryQueryOptions } from "./list-memory";

/** PUT /api/memory/:id: new content for one entry. */
export function updateMemory({ id, content }: { id: string; content: string }): Promise<MemoryEntry> {
  return api.put<MemoryEntry>(`/api/memory/${encodeURIComponent(id)}`, { content });
}

export function useUpdateMemory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMemory,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: memoryQueryOptions().queryKey }),
  });
}
