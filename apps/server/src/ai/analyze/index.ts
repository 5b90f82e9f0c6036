import { Output, parsePartialJson, streamText } from "ai";
import { runWithPolicy } from "../provider/call-policy";
import { parseJsonReply, unfence } from "../provider/json-reply";
import type { AiRuntime, AnalyzeOptions, DreamAnalysis } from "../types";
import { ANALYZE_SYSTEM, analyzePrompt } from "./prompt";
import { analysisReplySchema, toAnalysis } from "./schema";

/** The built-in analysis arrives at once; it is still emitted sentence by sentence, like a model's. */
function emitSentences(output: string, onDelta: (text: string) => void) {
  for (const piece of output.match(/[^.!?]+[.!?]*\s*/g) ?? [output]) onDelta(piece);
}

/** The `output` field of a partial JSON reply, as far as it has been generated. */
async function partialOutput(text: string): Promise<string | undefined> {
  const { value } = await parsePartialJson(unfence(text));
  const output = value && typeof value === "object" ? (value as { output?: unknown }).output : undefined;
  return typeof output === "string" ? output : undefined;
}

/**
 * The brief analysis of a dream and 3-5 follow-up questions, validated against `{output, Q1..Q5}`
 * (docs/product.md, 'AI and workflow webhooks'). With `onDelta`, the analysis is streamed as the
 * model writes it; a reply that has started streaming is not retried.
 */
export async function analyzeDream(
  runtime: AiRuntime,
  content: string,
  { signal, onDelta }: AnalyzeOptions = {},
): Promise<DreamAnalysis> {
  if (runtime.kind === "builtin") {
    const analysis = runtime.analyst.analyze(content);
    if (onDelta) emitSentences(analysis.output, onDelta);
    return analysis;
  }
  let shown = "";
  return runWithPolicy(
    runtime.policy,
    async (abortSignal) => {
      const result = streamText({
        model: runtime.model,
        system: ANALYZE_SYSTEM,
        prompt: analyzePrompt(content),
        output: Output.json(),
        abortSignal,
        maxRetries: 0,
        onError: () => {}, // surfaced below as an `error` part
      });
      let text = "";
      for await (const part of result.fullStream) {
        if (part.type === "error") throw part.error;
        if (part.type !== "text-delta") continue;
        text += part.text;
        const output = onDelta ? await partialOutput(text) : undefined;
        if (onDelta && output && output.length > shown.length && output.startsWith(shown)) {
          onDelta(output.slice(shown.length));
          shown = output;
        }
      }
      return toAnalysis(parseJsonReply(analysisReplySchema, text));
    },
    { signal, canRetry: () => shown.length === 0 },
  );
}
