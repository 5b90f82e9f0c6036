import type { Context } from "hono";
import type { z } from "zod";
import { AppError } from "./app-error";

/** Reads the JSON body; malformed JSON is a 400, never a 500. */
export async function readJson(c: Context): Promise<unknown> {
  try {
    return await c.req.json();
  } catch (cause) {
    throw new AppError("BAD_REQUEST", {
      message: "malformed JSON body",
      userMessage: "The request body is not valid JSON",
      cause,
    });
  }
}

/** Parses with a shared zod schema; the first issue's message (the spec's wording) becomes the 400. */
export function parseWith<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const message = result.error.issues[0]?.message ?? "Invalid request";
  throw new AppError("VALIDATION_FAILED", { message: `validation failed: ${message}`, userMessage: message });
}
