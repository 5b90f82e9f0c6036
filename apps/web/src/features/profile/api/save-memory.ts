import type { MemoryEntry, SaveMemoryInput } from "@somnia/shared/memory";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { listMemoryQueryOptions } from "./list-memory";

/** POST /api/memory: updates the newest entry of that type, or inserts one. */
export function saveMemory(input: SaveMemoryInput): Promise<MemoryEntry> {
  return api.post<MemoryEntry>("/api/memory", input);
}

export function useSaveMemory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveMemory,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: listMemoryQueryOptions().queryKey }),
  });
}
