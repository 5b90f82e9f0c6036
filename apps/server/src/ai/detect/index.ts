import type { Detections } from "@somnia/shared/detections";
import { generateObject } from "../provider/generate";
import type { AiCallOptions, AiRuntime } from "../types";
import { DETECT_SYSTEM, detectPrompt } from "./prompt";
import { detectReplySchema, toDetections } from "./schema";

/** The emotions and lexicon symbols of a dream (decision 013), the same shape from every provider. */
export async function detectDream(
  runtime: AiRuntime,
  content: string,
  options: AiCallOptions = {},
): Promise<Detections> {
  if (runtime.kind === "builtin") {
    const { emotions, symbols } = (await runtime.analyst()).detect(content);
    return { emotions, symbols };
  }
  const prompt = { system: DETECT_SYSTEM, prompt: detectPrompt(content) };
  return toDetections(await generateObject(runtime, detectReplySchema, prompt, options), content);
}
