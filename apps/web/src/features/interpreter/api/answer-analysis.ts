import type { AnalysisSession } from "@somnia/shared/analysis";
import { api } from "@/lib/api-client";

/** POST /api/dreams/:id/analysis/answers: saves one answer; the last one completes the session. */
export function answerAnalysis(dreamId: string, answer: string): Promise<AnalysisSession> {
  return api.post<AnalysisSession>(`/api/dreams/${encodeURIComponent(dreamId)}/analysis/answers`, { answer });
}
