import type { z } from "zod";
import type { AiCallOptions, AiRuntime } from "../types";
import { streamWithPolicy } from "./call-policy";
import { parseJsonReply, unfence } from "./json-reply";
import { loadSdk, sdkAndModel } from "./sdk";

type Remote = Extract<AiRuntime, { kind: "remote" }>;

interface Prompt {
  system: string;
  prompt: string;
}

/** The `output` field of a JSON reply, as far as it has been generated. */
async function partialOutput(text: string): Promise<string | undefined> {
  const { value } = await (await loadSdk()).parsePartialJson(unfence(text));
  const output = value && typeof value === "object" ? (value as { output?: unknown }).output : undefined;
  return typeof output === "string" ? output : undefined;
}

/**
 * One streamed JSON completion whose `output` string is what the user reads: it yields `output`
 * piece by piece as the model writes it, then returns the reply validated against `schema`
 * (`parseJsonReply`), which is what is kept. Under the call policy, so an attempt is retried only
 * while nothing has been yielded.
 */
export function streamJsonOutput<S extends z.ZodType>(
  runtime: Remote,
  schema: S,
  { system, prompt }: Prompt,
  { signal }: AiCallOptions = {},
): AsyncGenerator<string, z.infer<S>> {
  return streamWithPolicy(
    runtime.policy,
    async function* (abortSignal) {
      const { sdk, model } = await sdkAndModel(runtime);
      const result = sdk.streamText({
        model,
        system,
        prompt,
        output: sdk.Output.json(),
        abortSignal,
        maxRetries: 0,
        onError: () => {}, // surfaced below as an `error` part
      });
      let text = "";
      let shown = "";
      for await (const part of result.fullStream) {
        if (part.type === "error") throw part.error;
        if (part.type !== "text-delta") continue;
        text += part.text;
        const output = await partialOutput(text);
        if (output && output.length > shown.length && output.startsWith(shown)) {
          yield output.slice(shown.length);
          shown = output;
        }
      }
      const reply = parseJsonReply(schema, text);
      const whole = (await partialOutput(text)) ?? "";
      if (whole.length > shown.length && whole.startsWith(shown)) yield whole.slice(shown.length);
      return reply;
    },
    { signal },
  );
}
