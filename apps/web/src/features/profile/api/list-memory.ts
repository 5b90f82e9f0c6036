import type { InfoType, MemoryEntry } from "@somnia/shared/memory";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

/** The same key the onboarding's save invalidates. */
export const memoryQueryKey = ["memory"] as const;

/** GET /api/memory: what the interpreter knows about the caller, newest first. */
export function listMemory(): Promise<MemoryEntry[]> {
  return api.get<MemoryEntry[]>("/api/memory");
}

export const listMemoryQueryOptions = () => queryOptions({ queryKey: memoryQueryKey, queryFn: listMemory });

export function useMemory() {
  return useQuery(listMemoryQueryOptions());
}

/** The newest entry's text of one type ('' when there is none). */
export function latestContent(entries: MemoryEntry[] | undefined, infoType: InfoType): string {
  return entries?.find((entry) => entry.infoType === infoType)?.content ?? "";
}
