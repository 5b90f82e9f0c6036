import { z } from "zod";
import { errorBodySchema } from "./errors";
import { memoryContentSchema } from "./memory";

/**
 * The Dream Interpreter's API (decision 012). Every route needs a session; another user's dream is a 404.
 *
 * POST /api/dreams/:id/interpretations
 *   With `Accept: application/x-ndjson` (INTERPRETATION_STREAM_TYPE) the reply is NDJSON, one
 *   `InterpretationStreamEvent` per line: `delta` pieces of the text as it is written (a model's
 *   reply as it streams, the built-in analyst's sentences; a webhook's whole reply in sentence
 *   pieces), then exactly one `interpretation` (stored once complete, its text authoritative;
 *   status 200) or `error` (nothing stored). A failure before the first
 *   delta is an ordinary JSON error response `{ error: { code, reason, params } }` with its status.
 *   Without that Accept header: 201 with the `Interpretation` as JSON.
 *   Refusals: 404 NOT_FOUND (not the caller's dream), 409 CONFLICT with
 *   INTERPRETER_MESSAGES.notAnalyzed (the dream was never analysed), 400 VALIDATION_FAILED for an
 *   "I don't remember" entry, 502/504 AI_UNAVAILABLE / AI_TIMEOUT with the failure's message
 *   (AI_MESSAGES of ./analysis, INTERPRETER_MESSAGES.interpretFailed, or a webhook error below).
 *   Basic users may interpret analysed dreams without a limit. Interpreting again keeps the earlier.
 * GET  /api/dreams/:id/interpretations → `InterpretationHistory` (newest first, with sources).
 * GET  /api/dreams?analyzed=true → the Dreams tab: only analysed dreams (the usual `DreamPage`).
 * GET  /api/memory → MemoryEntry[]; PUT /api/memory/:id {content} → MemoryEntry;
 * DELETE /api/memory/:id → 204. Both 404 for an entry that is not the caller's.
 *
 * Interpreter chat (docs/product.md, 'Interpreter'), in this order:
 *  1. The chat's greeting (the chat's lines are in apps/web/src/locales). The user picks a dream
 *     (GET /api/dreams) or pastes one: POST /api/dreams { content, dreamDate, title: null, … }
 *     creates it (plan limits apply).
 *  2. Post the dream as the user's message, then 'Interpreting your dream...'.
 *  3. GET /api/dreams/:id/analysis. If it has no `completed` session: POST /api/dreams/:id/analysis
 *     (the analyzer's stream), then post that the dream was analyzed and the first question.
 *  4. Each answer: POST /api/dreams/:id/analysis/answers { answer } (saved encrypted). The last
 *     answer completes the session and the server marks the dream analysed (`is_analyzed`).
 *  5. POST /api/dreams/:id/interpretations (stream): show the text as it arrives; on the
 *     `interpretation` event toast a success and post that the dream was interpreted. A dream that
 *     already has a completed session skips 3-4.
 *  6. With no interpretation data (no dream chosen yet) the replies are general remarks.
 *
 * Context rules: personal info, recurring dreams, distilled info, this dream's answers and earlier
 * analysed dreams sharing symbols with it, newest and most relevant first, within a token budget.
 * A dream kept out of AI memory (`excludeFromAi`) never enters another dream's context (nor does
 * the distilled info its analysis wrote). Interpreting such a dream itself is allowed but it is
 * read in isolation: only its own text and answers, no memory and no other dream.
 */

/** The media type that makes POST /api/dreams/:id/interpretations stream (send it in `Accept`). */
export const INTERPRETATION_STREAM_TYPE = "application/x-ndjson";

/** The interpreter's default context budget in approximate tokens (characters / 4). */
export const INTERPRETER_CONTEXT_TOKENS = 3000;

export const SOURCE_KINDS = ["dream", "answer", "distilled", "personal", "recurring"] as const;
export type SourceKind = (typeof SOURCE_KINDS)[number];

/**
 * One thing a reading drew on ('What this reading drew on'). `id` is the dream's id (`dream`), the
 * analyzer answer's id (`answer`) or the memory entry's id (`distilled`, `personal`, `recurring`;
 * edit it through /api/memory/:id). `label` is the dream's title (empty when none: the page words it), the
 * question asked, or the entry's first line. `date` is yyyy-MM-dd: the dream's date, the answer's
 * day, the entry's last update. `dreamId` is the dream a source belongs to, when known (a link).
 * `symbols` are the symbol labels an earlier dream shares with this one (`dream` only).
 */
export const interpretationSourceSchema = z.object({
  kind: z.enum(SOURCE_KINDS),
  id: z.string(),
  label: z.string(),
  date: z.string(),
  dreamId: z.string().nullable(),
  symbols: z.array(z.string()).optional(),
});
export type InterpretationSource = z.infer<typeof interpretationSourceSchema>;

export const interpretationSchema = z.object({
  id: z.string(),
  dreamId: z.string(),
  /** Plain text; `**bold**` is the only markup (render it as <strong>, nothing else). */
  text: z.string(),
  sources: z.array(interpretationSourceSchema),
  createdAt: z.string(),
});
export type Interpretation = z.infer<typeof interpretationSchema>;

/** GET /api/dreams/:id/interpretations */
export const interpretationHistorySchema = z.object({ items: z.array(interpretationSchema) });
export type InterpretationHistory = z.infer<typeof interpretationHistorySchema>;

/** One NDJSON line of POST /api/dreams/:id/interpretations (the analyzer's stream format). */
export const interpretationStreamEventSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("delta"), text: z.string() }),
  z.object({ type: z.literal("interpretation"), interpretation: interpretationSchema }),
  z.object({ type: z.literal("error"), error: errorBodySchema.shape.error }),
]);
export type InterpretationStreamEvent = z.infer<typeof interpretationStreamEventSchema>;

/** PUT /api/memory/:id: replace one entry's text ('What Somnia knows about you'). */
export const updateMemorySchema = z.object({ content: memoryContentSchema }).strict();
export type UpdateMemoryInput = z.infer<typeof updateMemorySchema>;

/** The interpreter's messages that the server sends (codes, see ./messages.ts); the web's own are in its catalogue. */
export const INTERPRETER_MESSAGES = {
  interpretFailed: "INTERPRETER_INTERPRET_FAILED",
  connectFailed: "INTERPRETER_CONNECT_FAILED",
  /** A workflow webhook answered HTTP 405. */
  webhookMethodNotAllowed: "INTERPRETER_WEBHOOK_METHOD_NOT_ALLOWED",
  /** A workflow webhook sent a body that is not JSON. */
  webhookNotJson: "INTERPRETER_WEBHOOK_NOT_JSON",
  /** A workflow webhook's reply had no output (nor response.text). */
  webhookNoOutput: "INTERPRETER_WEBHOOK_NO_OUTPUT",
  /** Interpreting needs a finished analysis (docs/product.md, 'Rules and limits'). */
  notAnalyzed: "INTERPRETER_NOT_ANALYZED",
  notRemembered: "INTERPRETER_NOT_REMEMBERED",
  memoryNotFound: "INTERPRETER_MEMORY_NOT_FOUND",
  /** `{ status }`: a workflow webhook answered any other non-OK status. */
  webhookStatus: "INTERPRETER_WEBHOOK_STATUS",
} as const;
