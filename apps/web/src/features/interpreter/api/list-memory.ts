import type { MemoryEntry } from "@somnia/shared/memory";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

export const memoryQueryKey = ["memory"] as const;

/** GET /api/memory: distilled info, personal info and recurring dreams, newest first. */
export function listMemory(): Promise<MemoryEntry[]> {
  return api.get<MemoryEntry[]>("/api/memory");
}

export const memoryQueryOptions = () => queryOptions({ queryKey: memoryQueryKey, queryFn: listMemory });

export function useMemory() {
  return useQuery(memoryQueryOptions());
}
