import { z } from "zod";
import { MEMORY_CONTENT_MAX_LENGTH, MEMORY_MESSAGES } from "./memory";

/**
 * The Dream Interpreter's API (issue 5). Every route needs a session; another user's dream is a 404.
 *
 * POST /api/dreams/:id/interpretations
 *   With `Accept: application/x-ndjson` (INTERPRETATION_STREAM_TYPE) the reply is NDJSON, one
 *   `InterpretationStreamEvent` per line: `delta` pieces of the text, then exactly one
 *   `interpretation` (stored; status 200) or `error` (nothing stored). A failure before the first
 *   delta is an ordinary JSON error response `{ error: { code, message } }` with its status.
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
 * Interpreter chat (spec §4 'Interpreter chat' 1-9), in this order:
 *  1. Greeting (INTERPRETER_MESSAGES.greeting). The user picks a dream (GET /api/dreams) or pastes
 *     one: POST /api/dreams { content, dreamDate, title: null, … } creates it (plan limits apply).
 *  2. Post the dream as the user's message, then INTERPRETER_MESSAGES.interpreting.
 *  3. GET /api/dreams/:id/analysis. If it has no `completed` session: POST /api/dreams/:id/analysis
 *     (the analyzer's stream), then post INTERPRETER_MESSAGES.analyzed and the first question.
 *  4. Each answer: POST /api/dreams/:id/analysis/answers { answer } (saved encrypted). The last
 *     answer completes the session and the server marks the dream analysed (`is_analyzed`).
 *  5. POST /api/dreams/:id/interpretations (stream): show the text as it arrives; on the
 *     `interpretation` event toast successTitle / successDescription and post
 *     INTERPRETER_MESSAGES.interpretedBot. A dream that already has a completed session skips 3-4.
 *  6. With no interpretation data (no dream chosen yet) replies are INTERPRETER_CANNED_REPLIES.
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
 * edit it through /api/memory/:id). `label` is the dream's title ('(Untitled)' when none), the
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
  z.object({ type: z.literal("error"), error: z.object({ code: z.string(), message: z.string() }) }),
]);
export type InterpretationStreamEvent = z.infer<typeof interpretationStreamEventSchema>;

/** PUT /api/memory/:id: replace one entry's text ('What Somnia knows about you'). */
export const updateMemorySchema = z
  .object({
    content: z
      .string({ error: MEMORY_MESSAGES.emptyContent })
      .trim()
      .min(1, MEMORY_MESSAGES.emptyContent)
      .max(MEMORY_CONTENT_MAX_LENGTH, MEMORY_MESSAGES.tooLong),
  })
  .strict();
export type UpdateMemoryInput = z.infer<typeof updateMemorySchema>;

/** Every user-visible string of the interpreter (spec §2 'Interpreter', §4 'Interpreter chat', §8). */
export const INTERPRETER_MESSAGES = {
  heading: "Dream Interpreter",
  dreamsTab: "Dreams",
  interpretationTab: "Interpretation",
  untitled: "(Untitled)",
  interpretAction: "Interpret this dream",
  loadingDreams: "Loading dreams...",
  noDreams: "No dreams found.",
  analysedOnlyNote: "Only dreams that have been analyzed show in this table and can be interpreted.",
  backToDreams: "Back to Dreams",
  interpreting: "Interpreting your dream...",
  noInterpretation: "No interpretation available yet.",
  greeting:
    "Hello! I'm your dream interpreter. Share a dream with me, and I'll help you understand its meaning.",
  analyzed: "I've analyzed your dream. Let me ask you some questions to help you understand it better.",
  interpretedBot: "Dream data has been interpreted successfully.",
  successTitle: "Success",
  successDescription: "Dream interpretation complete",
  sourcesHeading: "What this reading drew on",
  memoryHeading: "What Somnia knows about you",
  keepOutOfAiMemory: "Keep out of AI memory",
  // Spec §8 'Interpreter'
  answerMaybeNotSaved: "Warning: Your answer might not have been saved properly",
  answerSaveFailed: "Error: Failed to save your answer",
  noDistilledExtracted: "Warning: Could not extract distilled interpretation from response",
  distilledFailed: "Error: Failed to get distilled interpretation from your dream",
  addDreamFirst: "Please add a dream first before using the interpreter",
  dreamNotFound: "Could not find the specified dream",
  loginRequired: "You need to be logged in to use this feature",
  errorTitle: "Error",
  couldNotRetrieve: "Could not retrieve dream information",
  interpretFailed: "Failed to interpret your dream. Please try again.",
  loginToInterpret: "You need to be logged in to interpret dreams",
  selectDreamFirst: "Please select a dream first",
  sendFailed: "Failed to send dream data for interpretation",
  connectFailed: "Failed to connect to the dream interpreter",
  botTechnicalIssue:
    "I'm sorry, I couldn't interpret your dream due to a technical issue. Please try again later.",
  botConnectionError:
    "I'm sorry, there was an error connecting to the dream interpreter. Please try again later.",
  botCouldNotInterpret: "I'm sorry, I couldn't interpret your dream. Please try again later.",
  botEncounteredError: "I encountered an error while trying to interpret your dream. Please try again later.",
  /** Spec §8 'Extended webhook': HTTP 405. */
  webhookMethodNotAllowed: "Method not allowed",
  /** Spec §8 'Extended webhook': a body that is not JSON. */
  webhookNotJson: "Invalid response format: not valid JSON",
  /** Spec §5: the reply had no output (nor response.text). */
  webhookNoOutput: "Invalid response format: missing output",
  /** Not in the spec: interpreting needs a finished analysis (Somnia's rule, DESIGN decision 2). */
  notAnalyzed:
    "This dream has not been analyzed yet. Analyze it in the Dream Analyzer first, then interpret it here.",
  notRemembered: 'An "I don\'t remember" entry has no dream to interpret',
  memoryNotFound: "This entry no longer exists",
} as const;

/** Spec §8 'Extended webhook': any other non-OK status (a status error). */
export const webhookStatusMessage = (status: number) => `Request failed with status ${status}`;

/** Spec §4 'Interpreter chat' 6 and step 5's closing: the bot's canned lines. */
export const INTERPRETER_CANNED_REPLIES = [
  "Dreams often reflect our subconscious thoughts and feelings. What emotions did you feel during this dream?",
  "That's an interesting detail. Dreams can carry many meanings depending on your personal experiences.",
  "Many dreams connect to what is happening in our waking life. Has anything similar been on your mind lately?",
  "Symbols in dreams are personal. What does this image mean to you?",
] as const;
export const INTERPRETER_CLOSING = "I hope this helped you understand your dream a little better.";
