import { generateJson } from "../provider/generate";
import type { AiCallOptions, AiRuntime, InterpretInput } from "../types";
import { INTERPRET_SYSTEM, interpretPrompt } from "./prompt";
import { interpretReplySchema } from "./schema";

/** An interpretation of a dream in the light of everything the dreamer has told Somnia. */
export async function interpretDream(runtime: AiRuntime, input: InterpretInput, options: AiCallOptions = {}) {
  if (runtime.kind === "builtin") return runtime.analyst.interpret(input);
  const prompt = { system: INTERPRET_SYSTEM, prompt: interpretPrompt(input) };
  return (await generateJson(runtime, interpretReplySchema, prompt, options)).output;
}
