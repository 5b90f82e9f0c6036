import type { Ai, AiCallOptions } from "../ai";
import type { Metrics } from "./metrics";
import type { Tracer } from "./tracing";

type AiMetrics = Pick<Metrics, "aiCalls" | "aiFailures">;
type Operation = "title" | "analyze" | "detect" | "distill" | "interpret";

/**
 * The AI tasks of `ai`, each call timed and each failure counted under the provider's name
 * (AI_PROVIDER) and the task, and with `tracing` (ops/tracing.ts) each a span of its request. A
 * call the caller abandoned (its request's signal aborted) is timed but is not the provider's
 * failure.
 */
export function instrumentAi(ai: Ai, metrics: AiMetrics, tracing?: Pick<Tracer, "aiCall"> | null): Ai {
  const labels = (operation: Operation) => ({ provider: ai.provider, operation });

  /** Starts timing (and tracing) a call, ended by `ok()` or by `failed(error)`. */
  function start(operation: Operation, options: AiCallOptions | undefined) {
    const endTimer = metrics.aiCalls.startTimer(labels(operation));
    const endSpan = tracing?.aiCall(ai.provider, operation);
    return {
      ok() {
        endTimer();
        endSpan?.();
      },
      failed(error: unknown) {
        const providers = !options?.signal?.aborted;
        if (providers) metrics.aiFailures.inc(labels(operation));
        endTimer();
        endSpan?.(providers ? error : undefined);
      },
    };
  }

  async function timed<T>(operation: Operation, options: AiCallOptions | undefined, run: () => Promise<T>) {
    const call = start(operation, options);
    try {
      const result = await run();
      call.ok();
      return result;
    } catch (error) {
      call.failed(error);
      throw error;
    }
  }

  /** The interpretation streams: timed from the first request to its last piece, or its failure. */
  async function* interpret(...args: Parameters<Ai["interpret"]>): AsyncGenerator<string, string> {
    const call = start("interpret", args[1]);
    let failure: { error: unknown } | undefined;
    try {
      return yield* ai.interpret(...args);
    } catch (error) {
      failure = { error };
      throw error;
    } finally {
      if (failure) call.failed(failure.error);
      else call.ok();
    }
  }

  return {
    ...ai,
    title: (content, options) => timed("title", options, () => ai.title(content, options)),
    analyze: (content, options) => timed("analyze", options, () => ai.analyze(content, options)),
    detect: (content, options) => timed("detect", options, () => ai.detect(content, options)),
    distill: (input, options) => timed("distill", options, () => ai.distill(input, options)),
    interpret,
  };
}
