import { AppError } from "./app-error";
import type { Logger } from "./logger";

const encoder = new TextEncoder();
const line = (event: unknown) => encoder.encode(`${JSON.stringify(event)}\n`);

export interface NdjsonStreamOptions<T> {
  /** The stream's media type (e.g. application/x-ndjson). */
  contentType: string;
  /** The work; it reports generated text through `onDelta`. */
  run: (onDelta: (text: string) => void) => Promise<T>;
  /** The line that ends a successful stream, and the status to answer with when nothing streamed first. */
  final: (result: T) => { event: unknown; status: number };
  logger: Logger;
  /** What failed, for the log ("analysis", "interpretation"). */
  what: string;
}

/**
 * Runs AI work as an NDJSON stream: `{type:"delta",text}` lines while text is generated, then the
 * final line. Nothing is sent until the first delta, so a failure before it (a refused plan, a
 * provider error) is an ordinary JSON error response with its status; a failure after it ends the
 * stream with an `{type:"error",error}` line. A client that went away is written nothing more.
 */
export async function ndjsonStream<T>({ contentType, run, final, logger, what }: NdjsonStreamOptions<T>) {
  const headers = { "content-type": `${contentType}; charset=utf-8`, "cache-control": "no-store" };
  const pending: Uint8Array[] = [];
  let controller: ReadableStreamDefaultController<Uint8Array> | null = null;
  const write = (chunk: Uint8Array) => {
    try {
      controller?.enqueue(chunk);
    } catch {}
  };
  let firstDelta: () => void = () => {};
  const started = new Promise<void>((resolve) => {
    firstDelta = resolve;
  });
  const done = run((text) => {
    const chunk = line({ type: "delta", text });
    if (controller) write(chunk);
    else pending.push(chunk);
    firstDelta();
  });
  await Promise.race([started, done.catch(() => {})]);
  if (pending.length === 0) {
    const { event, status } = final(await done); // throws: a normal error response
    return new Response(line(event), { status, headers });
  }
  const body = new ReadableStream<Uint8Array>({
    start(ctrl) {
      for (const chunk of pending) ctrl.enqueue(chunk);
      controller = ctrl;
      const finish = (event: unknown) => {
        write(line(event));
        try {
          ctrl.close();
        } catch {}
      };
      done.then(
        (result) => finish(final(result).event),
        (err: unknown) => {
          const error = err instanceof AppError ? err : new AppError("INTERNAL", { cause: err });
          logger[error.code === "INTERNAL" ? "error" : "warn"](
            { err },
            `${what} failed after streaming began`,
          );
          finish({ type: "error", error: error.toBody().error });
        },
      );
    },
    cancel() {
      controller = null;
    },
  });
  return new Response(body, { status: 200, headers });
}
