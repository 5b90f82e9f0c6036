import { languageOfLocale } from "../../domain/languages";
import { streamJsonOutput } from "../provider/stream-json";
import { sentencesOf } from "../sentences";
import type { AiRuntime, AnalyzeOptions, DreamAnalysis } from "../types";
import { ANALYZE_SYSTEM, analyzePrompt } from "./prompt";
import { analysisReplySchema, toAnalysis } from "./schema";

/**
 * The brief analysis of a dream and 3-5 follow-up questions, validated against `{output, Q1..Q5}`
 * (docs/product.md, 'AI and workflow webhooks'). With `onDelta`, the analysis is streamed as the
 * model writes it; a reply that has started streaming is not retried.
 */
export async function analyzeDream(
  runtime: AiRuntime,
  content: string,
  { signal, onDelta, reader }: AnalyzeOptions = {},
): Promise<DreamAnalysis> {
  if (runtime.kind === "builtin") {
    const analysis = (await runtime.analyst()).analyze(content, reader && languageOfLocale(reader));
    // The built-in analysis arrives at once; it is still emitted sentence by sentence, like a model's.
    for (const sentence of sentencesOf(analysis.output)) onDelta?.(sentence);
    return analysis;
  }
  const prompt = { system: ANALYZE_SYSTEM, prompt: analyzePrompt(content, reader) };
  const pieces = streamJsonOutput(runtime, analysisReplySchema, prompt, { signal });
  for (let next = await pieces.next(); ; next = await pieces.next()) {
    if (next.done) return toAnalysis(next.value);
    onDelta?.(next.value);
  }
}
