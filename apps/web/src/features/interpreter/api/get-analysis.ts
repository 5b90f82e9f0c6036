import type { AnalysisState } from "@somnia/shared/analysis";
import { api } from "@/lib/api-client";

/** GET /api/dreams/:id/analysis: the dream's newest analyzer session, or null. Used by the chat only. */
export function getAnalysis(dreamId: string): Promise<AnalysisState> {
  return api.get<AnalysisState>(`/api/dreams/${encodeURIComponent(dreamId)}/analysis`);
}
