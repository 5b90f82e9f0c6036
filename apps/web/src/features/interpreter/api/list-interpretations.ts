import type { InterpretationHistory } from "@somnia/shared/interpretation";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

export const interpretationsQueryKey = (dreamId: string) => ["interpretations", dreamId] as const;

/** GET /api/dreams/:id/interpretations: earlier readings, newest first, with their sources. */
export function listInterpretations(dreamId: string): Promise<InterpretationHistory> {
  return api.get<InterpretationHistory>(`/api/dreams/${encodeURIComponent(dreamId)}/interpretations`);
}

export const interpretationsQueryOptions = (dreamId: string) =>
  queryOptions({ queryKey: interpretationsQueryKey(dreamId), queryFn: () => listInterpretations(dreamId) });

export function useInterpretations(dreamId: string | null) {
  return useQuery({ ...interpretationsQueryOptions(dreamId ?? ""), enabled: Boolean(dreamId) });
}
