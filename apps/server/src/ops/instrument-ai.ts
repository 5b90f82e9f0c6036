import type { Ai, AiCallOptions } from "../ai";
import type { Metrics } from "./metrics";

type AiMetrics = Pick<Metrics, "aiCalls" | "aiFailures">;
type Operation = "title" | "analyze" | "detect" | "distill" | "interpret";

/**
 * The AI tasks of `ai`, each call timed and each failure counted under the provider's name
 * (AI_PROVIDER) and the task. A call the caller abandoned (its request's signal aborted) is timed
 * but is not the provider's failure.
 */
export function instrumentAi(ai: Ai, metrics: AiMetrics): Ai {
  const labels = (operation: Operation) => ({ provider: ai.provider, operation });
  const failed = (operation: Operation, options: AiCallOptions | undefined) => {
    if (!options?.signal?.aborted) metrics.aiFailures.inc(labels(operation));
  };

  async function timed<T>(operation: Operation, options: AiCallOptions | undefined, run: () => Promise<T>) {
    const end = metrics.aiCalls.startTimer(labels(operation));
    try {
      return await run();
    } catch (error) {
      failed(operation, options);
      throw error;
    } finally {
      end();
    }
  }

  /** The interpretation streams: timed from the first request to its last piece, or its failure. */
  async function* interpret(...args: Parameters<Ai["interpret"]>): AsyncGenerator<string, string> {
    const end = metrics.aiCalls.startTimer(labels("interpret"));
    try {
      return yield* ai.interpret(...args);
    } catch (error) {
      failed("interpret", args[1]);
      throw error;
    } finally {
      end();
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
