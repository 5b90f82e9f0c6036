import { analysisStreamEventSchema } from "@somnia/shared/analysis";
import { postNdjson, type StreamRequest } from "@/lib/ndjson";
import { api, read } from "./client";

/** The analyzer session of one dream: /api/dreams/:id/analysis. */
const analysis = api.dreams[":id"].analysis;

/** GET: the dream's newest session (null when it was never analysed), to resume after a reload. */
export const getAnalysis = (dreamId: string) => read(analysis.$get({ param: { id: dreamId } }));

type StreamOptions = { onDelta?: (text: string) => void; signal?: AbortSignal };

/**
 * POST, streamed: starts the dream's session (or resumes the active one); `onDelta` receives the
 * brief analysis as it is written. Resolves with the session once it is stored.
 */
export async function startAnalysis(dreamId: string, options: StreamOptions = {}) {
  const send = (request: StreamRequest) => analysis.$post({ param: { id: dreamId } }, request);
  const { session } = await postNdjson(send, analysisStreamEventSchema, options);
  return session;
}

/** POST …/answers: answers the session's next question; the last answer completes it. */
export const answerAnalysis = (dreamId: string, answer: string) =>
  read(analysis.answers.$post({ param: { id: dreamId }, json: { answer } }));

/** POST …/skip: ends the active session without marking the dream analysed. */
export const skipAnalysis = (dreamId: string) => read(analysis.skip.$post({ param: { id: dreamId } }));
