import { generateJson } from "../provider/generate";
import type { AiCallOptions, AiRuntime, DistillInput } from "../types";
import { DISTILL_SYSTEM, distillPrompt } from "./prompt";
import { distillReplySchema } from "./schema";

/** Key points (2-5 lines) on the feelings and themes of a dream and its answered questions. */
export async function distillAnalysis(runtime: AiRuntime, input: DistillInput, options: AiCallOptions = {}) {
  if (runtime.kind === "builtin") return (await runtime.analyst()).distill(input).keyPoints;
  const prompt = { system: DISTILL_SYSTEM, prompt: distillPrompt(input, options.reader) };
  const reply = await generateJson(runtime, distillReplySchema, prompt, options);
  return reply.keyPoints.slice(0, 5);
}
