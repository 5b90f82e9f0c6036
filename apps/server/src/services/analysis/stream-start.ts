import type { AnalysisSession, AnalysisStreamEvent } from "@somnia/shared/analysis";
import { ANALYSIS_STREAM_TYPE } from "@somnia/shared/analysis";
import { AppError } from "../../lib/app-error";
import type { Logger } from "../../lib/logger";

const encoder = new TextEncoder();
const line = (event: AnalysisStreamEvent) => encoder.encode(`${JSON.stringify(event)}\n`);
const HEADERS = { "content-type": `${ANALYSIS_STREAM_TYPE}; charset=utf-8`, "cache-control": "no-cache" };

/**
 * Runs a start as an NDJSON stream: `delta` lines while the brief analysis is generated, then one
 * `session` line. Nothing is sent until the first delta, so a failure before it (a refused plan,
 * a provider error) is still an ordinary JSON error response with its status; a failure after it
 * ends the stream with an `error` line.
 */
export async function streamStart(
  run: (onDelta: (text: string) => void) => Promise<{ session: AnalysisSession; created: boolean }>,
  logger: Logger,
): Promise<Response> {
  const pending: Uint8Array[] = [];
  let controller: ReadableStreamDefaultController<Uint8Array> | null = null;
  let firstDelta: () => void = () => {};
  const started = new Promise<void>((resolve) => {
    firstDelta = resolve;
  });
  const done = run((text) => {
    const chunk = line({ type: "delta", text });
    if (!controller) pending.push(chunk);
    else {
      try {
        controller.enqueue(chunk);
      } catch {}
    }
    firstDelta();
  });
  await Promise.race([started, done.catch(() => {})]);
  if (pending.length === 0) {
    const { session, created } = await done; // throws: a normal error response
    return new Response(line({ type: "session", session }), {
      status: created ? 201 : 200,
      headers: HEADERS,
    });
  }
  const body = new ReadableStream<Uint8Array>({
    start(ctrl) {
      for (const chunk of pending) ctrl.enqueue(chunk);
      controller = ctrl;
      // The client may have gone away (its abort signal then cancelled the AI call): write nothing.
      const finish = (event: AnalysisStreamEvent) => {
        try {
          ctrl.enqueue(line(event));
          ctrl.close();
        } catch {}
      };
      done.then(
        ({ session }) => finish({ type: "session", session }),
        (err: unknown) => {
          const error = err instanceof AppError ? err : new AppError("INTERNAL", { cause: err });
          const level = error.code === "INTERNAL" ? "error" : "warn";
          logger[level]({ err }, "analysis failed after streaming began");
          finish({ type: "error", error: error.toBody().error });
        },
      );
    },
    cancel() {
      controller = null;
    },
  });
  return new Response(body, { status: 200, headers: HEADERS });
}
