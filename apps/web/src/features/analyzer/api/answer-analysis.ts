import type { AnalysisAnswerInput, AnalysisSession } from "@somnia/shared/analysis";
import { api } from "@/lib/api-client";
import { analysisPath } from "./start-analysis";

/** POST /api/dreams/:id/analysis/answers: answers the session's next question. */
export function answerAnalysis(dreamId: string, input: AnalysisAnswerInput): Promise<AnalysisSession> {
  return api.post<AnalysisSession>(`${analysisPath(dreamId)}/answers`, input);
}
