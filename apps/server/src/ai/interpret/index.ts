import { setImmediate as turn } from "node:timers/promises";
import { streamJsonOutput } from "../provider/stream-json";
import type { AiCallOptions, AiRuntime, InterpretInput } from "../types";
import { INTERPRET_SYSTEM, interpretPrompt } from "./prompt";
import { interpretReplySchema } from "./schema";

/**
 * The built-in analyst's sentences as they are composed, the event loop free between them (so
 * each is written to the client before the next is composed); a cancelled request stops it.
 */
async function* paced(sentences: Iterable<string>, signal?: AbortSignal): AsyncGenerator<string, string> {
  let text = "";
  for (const sentence of sentences) {
    signal?.throwIfAborted();
    text += sentence;
    yield sentence;
    await turn();
  }
  return text;
}

/**
 * An interpretation of a dream in the light of everything the dreamer has told Somnia, yielded
 * as it is written (a model's reply as it streams, the built-in analyst's sentence by sentence);
 * the generator returns the whole, validated text.
 */
export async function* interpretDream(
  runtime: AiRuntime,
  input: InterpretInput,
  options: AiCallOptions = {},
): AsyncGenerator<string, string> {
  if (runtime.kind === "builtin")
    return yield* paced((await runtime.analyst()).interpret(input), options.signal);
  const prompt = { system: INTERPRET_SYSTEM, prompt: interpretPrompt(input, options.reader) };
  return (yield* streamJsonOutput(runtime, interpretReplySchema, prompt, options)).output;
}
