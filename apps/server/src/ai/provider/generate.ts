import { generateText, Output } from "ai";
import type { z } from "zod";
import type { AiCallOptions, AiRuntime } from "../types";
import { AiOutputError } from "./ai-error";
import { runWithPolicy } from "./call-policy";
import { parseJsonReply } from "./json-reply";

type Remote = Extract<AiRuntime, { kind: "remote" }>;

interface Prompt {
  system: string;
  prompt: string;
}

/** One plain-text completion under the runtime's call policy; an empty reply is an error. */
export function generatePlain(runtime: Remote, { system, prompt }: Prompt, options: AiCallOptions = {}) {
  return runWithPolicy(
    runtime.policy,
    async (abortSignal) => {
      const { text } = await generateText({
        model: runtime.model,
        system,
        prompt,
        abortSignal,
        maxRetries: 0,
      });
      if (!text.trim()) throw new AiOutputError("empty", "the model sent an empty reply");
      return text.trim();
    },
    { signal: options.signal },
  );
}

/** One JSON completion (the provider's JSON mode) validated against `schema`. */
export function generateJson<S extends z.ZodType>(
  runtime: Remote,
  schema: S,
  { system, prompt }: Prompt,
  options: AiCallOptions = {},
): Promise<z.infer<S>> {
  return runWithPolicy(
    runtime.policy,
    async (abortSignal) => {
      const { text } = await generateText({
        model: runtime.model,
        system,
        prompt,
        output: Output.json(),
        abortSignal,
        maxRetries: 0,
      });
      return parseJsonReply(schema, text);
    },
    { signal: options.signal },
  );
}
