import type { z } from "zod";
import type { AiCallOptions, AiRuntime } from "../types";
import { AiOutputError } from "./ai-error";
import { runWithPolicy } from "./call-policy";
import { parseJsonReply } from "./json-reply";
import { sdkAndModel } from "./sdk";

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
      const { sdk, model } = await sdkAndModel(runtime);
      const { text } = await sdk.generateText({
        model,
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

/**
 * One structured-output completion: the provider is given `schema` (JSON schema) and the SDK
 * validates the reply against it; a reply that is not the schema is "missing-fields" (classify.ts).
 * An OpenAI-compatible server gets JSON mode instead (the prompt describes the shape).
 */
export function generateObject<S extends z.ZodType>(
  runtime: Remote,
  schema: S,
  { system, prompt }: Prompt,
  options: AiCallOptions = {},
): Promise<z.infer<S>> {
  // Where the provider takes no JSON schema the SDK would warn on every call: JSON mode instead.
  if (!runtime.takesSchema) return generateJson(runtime, schema, { system, prompt }, options);
  return runWithPolicy(
    runtime.policy,
    async (abortSignal) => {
      const { sdk, model } = await sdkAndModel(runtime);
      const { output } = await sdk.generateText({
        model,
        system,
        prompt,
        output: sdk.Output.object({ schema }),
        abortSignal,
        maxRetries: 0,
      });
      return output as z.infer<S>;
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
      const { sdk, model } = await sdkAndModel(runtime);
      const { text } = await sdk.generateText({
        model,
        system,
        prompt,
        output: sdk.Output.json(),
        abortSignal,
        maxRetries: 0,
      });
      return parseJsonReply(schema, text);
    },
    { signal: options.signal },
  );
}
