import type { AnalysisSession } from "@somnia/shared/analysis";
import { api } from "@/lib/api-client";
import { analysisPath } from "./start-analysis";

/** POST /api/dreams/:id/analysis/skip: ends the active session without marking the dream. */
export function skipAnalysis(dreamId: string): Promise<AnalysisSession> {
  return api.post<AnalysisSession>(`${analysisPath(dreamId)}/skip`);
}
