import {
  INTERPRETATION_STREAM_TYPE,
  type Interpretation,
  type InterpretationStreamEvent,
} from "@somnia/shared/interpretation";
import { AppError } from "../../lib/app-error";
import type { Logger } from "../../lib/logger";

const encoder = new TextEncoder();
const line = (event: InterpretationStreamEvent) => encoder.encode(`${JSON.stringify(event)}\n`);
const HEADERS = {
  "content-type": `${INTERPRETATION_STREAM_TYPE}; charset=utf-8`,
  "cache-control": "no-cache",
};

/**
 * Runs an interpretation as an NDJSON stream (the analyzer's format): `delta` lines, then one
 * `interpretation` line. Nothing is sent until the first delta, so a failure before it is an
 * ordinary JSON error response with its status; a failure after it ends with an `error` line.
 */
export async function streamInterpretation(
  run: (onDelta: (text: string) => void) => Promise<Interpretation>,
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
    if (controller) controller.enqueue(chunk);
    else pending.push(chunk);
    firstDelta();
  });
  await Promise.race([started, done.catch(() => {})]);
  if (pending.length === 0) {
    const interpretation = await done; // throws: a normal error response
    return new Response(line({ type: "interpretation", interpretation }), { status: 200, headers: HEADERS });
  }
  const body = new ReadableStream<Uint8Array>({
    start(ctrl) {
      for (const chunk of pending) ctrl.enqueue(chunk);
      controller = ctrl;
      done.then(
        (interpretation) => {
          ctrl.enqueue(line({ type: "interpretation", interpretation }));
          ctrl.close();
        },
        (err: unknown) => {
          const error = err instanceof AppError ? err : new AppError("INTERNAL", { cause: err });
          logger[error.code === "INTERNAL" ? "error" : "warn"](
            { err },
            "interpretation failed after streaming began",
          );
          ctrl.enqueue(line({ type: "error", error: error.toBody().error }));
          ctrl.close();
        },
      );
    },
  });
  return new Response(body, { status: 200, headers: HEADERS });
}
