import { ERROR_STATUS, type ErrorBody } from "@somnia/shared/errors";
import type { ZodType } from "zod";
import { ApiError, networkError } from "./api-client";

/** The media type that makes a streaming route answer NDJSON (one JSON event per line). */
const NDJSON_TYPE = "application/x-ndjson";

/** What `send` must add to its request: the NDJSON `Accept` and the abort signal. */
export type StreamRequest = { headers: Record<string, string>; init: RequestInit };

type DeltaEvent = { type: "delta"; text: string };
type ErrorEvent = { type: "error"; error: ErrorBody["error"] };

/** An error event's code → the status the same refusal would carry as a JSON answer. */
function statusOf(code: string): number {
  return ERROR_STATUS[code as keyof typeof ERROR_STATUS] ?? 500;
}

/** An `error` event as the ApiError the same refusal would be as a JSON answer, with its status. */
export function streamError({ code, reason, params }: ErrorBody["error"]): ApiError {
  return new ApiError(code, statusOf(code), reason, params);
}

/** The body's lines as they arrive, a line split across chunks joined again; blank lines skipped. */
export async function* linesOf(body: NonNullable<Response["body"]>): AsyncGenerator<string> {
  const reader = body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = "";
  for (;;) {
    const { value, done } = await reader.read();
    buffer += value ?? "";
    const lines = buffer.split("\n");
    buffer = done ? "" : (lines.pop() ?? "");
    yield* lines.filter((line) => line.trim());
    if (done) return;
  }
}

/**
 * A streamed POST (the analysis and the interpretation routes): `send` makes the request with the
 * options given (NDJSON wanted, the abort signal), each line is parsed with the route's event
 * schema, every `delta` goes to `onDelta`, and the call resolves with the closing event. A refusal
 * before streaming began rejects as any API call does (src/lib/api-client.ts); an `error` event
 * rejects with an ApiError of that code and its status; a stream that stops short rejects as
 * unreachable.
 */
export async function postNdjson<E extends { type: string }>(
  send: (request: StreamRequest) => Promise<Response>,
  schema: ZodType<E>,
  { onDelta, signal }: { onDelta?: (text: string) => void; signal?: AbortSignal } = {},
): Promise<Exclude<E, DeltaEvent | ErrorEvent>> {
  const response = await send({ headers: { Accept: NDJSON_TYPE }, init: { signal } });
  if (!response.body) throw networkError();
  for await (const line of linesOf(response.body)) {
    const event = schema.parse(JSON.parse(line)) as E | DeltaEvent | ErrorEvent;
    if (event.type === "delta") onDelta?.((event as DeltaEvent).text);
    else if (event.type === "error") throw streamError((event as ErrorEvent).error);
    else return event as Exclude<E, DeltaEvent | ErrorEvent>;
  }
  throw networkError();
}
