import type { Detections } from "@somnia/shared/detections";
import { languageOfLocale } from "../../domain/languages";
import type { BuiltinAnalyst } from "../builtin";
import { generateObject } from "../provider/generate";
import type { AiCallOptions, AiRuntime, SymbolFinder } from "../types";
import { DETECT_SYSTEM, detectPrompt } from "./prompt";
import { detectReplySchema, toDetections } from "./schema";

/** The emotions and lexicon symbols of a dream (decision 013), the same shape from every provider. */
export async function detectDream(
  runtime: AiRuntime,
  content: string,
  options: AiCallOptions = {},
): Promise<Detections> {
  if (runtime.kind === "builtin") {
    const reader = options.reader && languageOfLocale(options.reader);
    const { emotions, symbols } = (await runtime.analyst()).detect(content, reader);
    return { emotions, symbols };
  }
  const prompt = { system: DETECT_SYSTEM, prompt: detectPrompt(content) };
  return toDetections(await generateObject(runtime, detectReplySchema, prompt, options), content);
}

/** The built-in analyst's symbol finder (`Ai.symbolFinder`), the reader's language breaking a short text's tie. */
export async function findSymbolsWith(
  analyst: () => Promise<BuiltinAnalyst>,
  options: AiCallOptions = {},
): Promise<SymbolFinder> {
  const loaded = await analyst();
  const reader = options.reader && languageOfLocale(options.reader);
  return (text) => loaded.detect(text, reader).symbols.map(({ symbol, label }) => ({ symbol, label }));
}
