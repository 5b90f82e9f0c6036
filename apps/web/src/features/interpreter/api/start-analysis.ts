import {
  ANALYSIS_STREAM_TYPE,
  type AnalysisSession,
  analysisStreamEventSchema,
} from "@somnia/shared/analysis";
import { ApiError } from "@/lib/api-client";
import { postStream } from "../utils/post-stream";

/**
 * POST /api/dreams/:id/analysis, streamed (the analyzer's endpoint, step 3 of the chat): starts or
 * resumes the dream's session; resolves with it once the brief analysis and questions are stored.
 */
export async function startAnalysis(dreamId: string, signal?: AbortSignal): Promise<AnalysisSession> {
  const outcome: { session: AnalysisSession | null; failure: ApiError | null } = {
    session: null,
    failure: null,
  };
  await postStream(
    `/api/dreams/${encodeURIComponent(dreamId)}/analysis`,
    ANALYSIS_STREAM_TYPE,
    (line) => {
      const event = analysisStreamEventSchema.parse(line);
      if (event.type === "session") outcome.session = event.session;
      else if (event.type === "error")
        outcome.failure = new ApiError(event.error.code, 502, event.error.message);
    },
    signal,
  );
  if (outcome.failure) throw outcome.failure;
  if (!outcome.session) throw new ApiError("INTERNAL", 502, "The analysis ended without a session");
  return outcome.session;
}
