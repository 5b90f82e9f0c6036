import type { z } from "zod";
import { AiOutputError } from "./ai-error";

/** Models sometimes wrap JSON in a ```json fence; take what is inside. */
export function unfence(text: string): string {
  const fenced = /^```(?:json)?\s*([\s\S]*?)\s*```$/i.exec(text.trim());
  return fenced?.[1] ?? text.trim();
}

/**
 * A model's JSON reply checked against the task's schema: nothing at all is "empty" ('No response
 * from OpenAI', docs/product.md); anything else that is not the schema is "missing-fields".
 */
export function parseJsonReply<S extends z.ZodType>(schema: S, text: string): z.infer<S> {
  const body = unfence(text);
  if (!body) throw new AiOutputError("empty", "the model sent an empty reply");
  let value: unknown;
  try {
    value = JSON.parse(body);
  } catch {
    throw new AiOutputError("missing-fields", "the model's reply is not JSON");
  }
  if (Array.isArray(value)) value = value[0];
  const result = schema.safeParse(value);
  if (!result.success) {
    throw new AiOutputError("missing-fields", `the model's reply lacks fields: ${result.error.message}`);
  }
  return result.data;
}
