import {
  ANALYSIS_STREAM_TYPE,
  type AnalysisSession,
  analysisStreamEventSchema,
} from "@somnia/shared/analysis";
import { ERROR_STATUS, type ErrorBody } from "@somnia/shared/errors";
import { ApiError, TIME_ZONE_HEADER } from "@/lib/api-client";

export const analysisPath = (dreamId: string) => `/api/dreams/${encodeURIComponent(dreamId)}/analysis`;

const networkError = () =>
  new ApiError("NETWORK_ERROR", 0, "Could not reach the server. Check your connection and try again.");

function headers(): Record<string, string> {
  const result: Record<string, string> = { Accept: ANALYSIS_STREAM_TYPE, "Content-Type": "application/json" };
  try {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    if (zone) result[TIME_ZONE_HEADER] = zone;
  } catch {
    // No zone: the server uses its default month.
  }
  return result;
}

/** Reads NDJSON lines from a streamed body. */
async function* lines(body: ReadableStream<Uint8Array>): AsyncGenerator<string> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += decoder.decode(value, { stream: true });
    const parts = buffer.split("\n");
    buffer = parts.pop() ?? "";
    yield* parts.filter((part) => part.trim());
  }
  if (buffer.trim()) yield buffer;
}

/**
 * POST /api/dreams/:id/analysis as a stream (a POST, so fetch rather than EventSource): calls
 * `onDelta` with each piece of the brief analysis and resolves with the started (or resumed)
 * session. Rejects with an ApiError carrying the server's message.
 */
export async function startAnalysis(
  dreamId: string,
  { onDelta, signal }: { onDelta: (text: string) => void; signal?: AbortSignal },
): Promise<AnalysisSession> {
  let response: Response;
  try {
    response = await fetch(analysisPath(dreamId), { method: "POST", headers: headers(), body: "{}", signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw networkError();
  }
  if (!response.ok || !response.body) {
    const data = (await response.json().catch(() => null)) as Partial<ErrorBody> | null;
    const status = response.status;
    throw new ApiError(
      data?.error?.code ?? "INTERNAL",
      status,
      data?.error?.message ?? `Request failed (${status})`,
    );
  }
  for await (const line of lines(response.body)) {
    const parsed = analysisStreamEventSchema.safeParse(JSON.parse(line));
    if (!parsed.success) continue;
    const event = parsed.data;
    if (event.type === "delta") onDelta(event.text);
    else if (event.type === "session") return event.session;
    else {
      const status = ERROR_STATUS[event.error.code as keyof typeof ERROR_STATUS] ?? 500;
      throw new ApiError(event.error.code, status, event.error.message);
    }
  }
  throw networkError();
}
