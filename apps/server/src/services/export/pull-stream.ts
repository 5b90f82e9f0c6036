const encoder = new TextEncoder();

export interface PullStreamOptions {
  /** The request's signal: once the client has gone, nothing more is read. */
  signal?: AbortSignal;
  /** Told of a failure after the response began (the stream is then errored, not ended). */
  onError: (error: unknown) => void;
}

/**
 * Text pieces as a response body that reads no further ahead than the client: with no queue
 * (`highWaterMark: 0`) the next piece is produced only when the server asks for it, which
 * @hono/node-server does once the socket has taken the one before. A failure errors the stream,
 * so the connection is reset instead of ending a file that would look complete; a client that went
 * away (the stream cancelled, or the request aborted) stops the pieces' generator, running its
 * `finally` blocks.
 */
export function pullStream(pieces: AsyncGenerator<string>, { signal, onError }: PullStreamOptions) {
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    signal?.removeEventListener("abort", stop);
    pieces.return(undefined).catch(() => {});
  };
  if (signal?.aborted) stop();
  else signal?.addEventListener("abort", stop, { once: true });
  // A read after the client went away fails rather than waiting for a piece that will not come.
  const gone = () => signal?.reason ?? new Error("the export was cancelled");
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        if (stopped) return controller.error(gone());
        let next: IteratorResult<string>;
        try {
          next = await pieces.next();
        } catch (error) {
          if (stopped) return controller.error(gone());
          stop();
          onError(error);
          // @hono/node-server prints the error a body fails with: a plain one, the cause is logged above.
          return controller.error(new Error("the export failed after the response began"));
        }
        if (stopped) return controller.error(gone());
        if (next.done) {
          stop();
          controller.close();
        } else {
          controller.enqueue(encoder.encode(next.value));
        }
      },
      cancel: stop,
    },
    { highWaterMark: 0 },
  );
}
