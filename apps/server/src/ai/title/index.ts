import { generatePlain } from "../provider/generate";
import type { AiCallOptions, AiRuntime } from "../types";
import { TITLE_SYSTEM, titlePrompt } from "./prompt";
import { cleanTitle } from "./schema";

/** A descriptive 2-4 word title for a dream (docs/product.md, 'Rules and limits'). */
export async function titleDream(runtime: AiRuntime, content: string, options: AiCallOptions = {}) {
  if (runtime.kind === "builtin") return (await runtime.analyst()).title(content);
  const reply = await generatePlain(runtime, { system: TITLE_SYSTEM, prompt: titlePrompt(content) }, options);
  return cleanTitle(reply);
}
