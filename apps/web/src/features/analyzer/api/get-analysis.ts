import type { AnalysisState } from "@somnia/shared/analysis";
import { api } from "@/lib/api-client";
import { analysisPath } from "./start-analysis";

/** GET /api/dreams/:id/analysis: the dream's newest session, to resume after a reload or a tab change. */
export function getAnalysis(dreamId: string): Promise<AnalysisState> {
  return api.get<AnalysisState>(analysisPath(dreamId));
}
