import type { z } from "zod";

/**
 * Control characters (Unicode Cc: C0, DEL, C1). PostgreSQL refuses NUL in text, and none of them
 * belongs in what a person types: every text field refuses them with its own message.
 */
const CONTROL = /\p{Cc}/u;
/** The same, less the line breaks and tab that a written text (a dream, an answer, a note) holds. */
const CONTROL_IN_PROSE = /[^\P{Cc}\n\r\t]/u;

/** A one-line field (a name, a title, a tag, a URL, a search): no control character at all. */
export function lineText<T extends z.ZodString>(schema: T, message: string): T {
  return schema.refine((value) => !CONTROL.test(value), message);
}

/** A written text: newlines, carriage returns and tabs allowed, any other control character refused. */
export function proseText<T extends z.ZodString>(schema: T, message: string): T {
  return schema.refine((value) => !CONTROL_IN_PROSE.test(value), message);
}
