import { z } from "zod";
import { errorBodySchema } from "./errors";
import { proseText } from "./text";

/** The longest answer the analyzer accepts to one question. */
export const ANALYSIS_ANSWER_MAX_LENGTH = 2000;
/** 3 to 5 questions per analysis (Q1 to Q3 required). */
export const ANALYSIS_MIN_QUESTIONS = 3;
export const ANALYSIS_MAX_QUESTIONS = 5;

/** The analyzer's messages that the server sends (docs/product.md, 'My Dreams'). */
export const ANALYSIS_MESSAGES = {
  /** The analysis reply was not JSON with output, Q1, Q2 and Q3. */
  invalidFormat: "ANALYSIS_INVALID_FORMAT",
  /** The model answered with nothing (this wording whatever the provider, docs/product.md). */
  noResponse: "ANALYSIS_NO_RESPONSE",
  sessionEnded: "ANALYSIS_SESSION_ENDED",
  basicAnalysisLimit: "ANALYSIS_BASIC_LIMIT",
  notRemembered: "ANALYSIS_NOT_REMEMBERED",
  alreadyAnswered: "ANALYSIS_ALREADY_ANSWERED",
  emptyAnswer: "ANALYSIS_EMPTY_ANSWER",
  answerTooLong: "ANALYSIS_ANSWER_TOO_LONG",
  answerControlCharacter: "ANALYSIS_ANSWER_CONTROL_CHARACTER",
} as const;

/**
 * What the user sees when the AI provider fails, one message per failure class. `invalidFormat`
 * and `noResponse` above cover invalid output from the model itself.
 */
export const AI_MESSAGES = {
  timeout: "AI_PROVIDER_TIMEOUT",
  rateLimited: "AI_PROVIDER_RATE_LIMITED",
  misconfigured: "AI_PROVIDER_MISCONFIGURED",
  providerError: "AI_PROVIDER_ERROR",
  unreachable: "AI_PROVIDER_UNREACHABLE",
  unreadable: "AI_PROVIDER_UNREADABLE",
  aborted: "AI_PROVIDER_ABORTED",
} as const;

/** POST /api/dreams/:id/analysis/answers */
export const analysisAnswerSchema = z
  .object({
    answer: proseText(
      z
        .string({ error: ANALYSIS_MESSAGES.emptyAnswer })
        .trim()
        .min(1, ANALYSIS_MESSAGES.emptyAnswer)
        .max(ANALYSIS_ANSWER_MAX_LENGTH, ANALYSIS_MESSAGES.answerTooLong),
      ANALYSIS_MESSAGES.answerControlCharacter,
    ),
  })
  .strict();
export type AnalysisAnswerInput = z.infer<typeof analysisAnswerSchema>;

export const ANALYSIS_STATUSES = ["active", "completed", "skipped"] as const;
export type AnalysisStatus = (typeof ANALYSIS_STATUSES)[number];

export const analysisSessionSchema = z.object({
  id: z.string(),
  dreamId: z.string(),
  /** `active` until the last question is answered (`completed`) or the user skips (`skipped`). */
  status: z.enum(ANALYSIS_STATUSES),
  /** The dream as the analyzer shows it. */
  dream: z.object({ title: z.string().nullable(), content: z.string(), dreamDate: z.string() }),
  /** The brief analysis (2-4 sentences; `**bold**` is the only markup). */
  analysis: z.string(),
  /** 3 to 5 follow-up questions, asked in order. */
  questions: z.array(z.string()),
  /** The answered pairs so far, in order. */
  answers: z.array(z.object({ question: z.string(), answer: z.string(), createdAt: z.string() })),
  /** Index into `questions` of the next question; null once the session has ended. */
  nextQuestionIndex: z.number().int().nullable(),
  nextQuestion: z.string().nullable(),
  /** True once the answers were distilled and saved as distilled info (a completed session only). */
  distilled: z.boolean(),
  createdAt: z.string(),
  endedAt: z.string().nullable(),
});
export type AnalysisSession = z.infer<typeof analysisSessionSchema>;

/** GET /api/dreams/:id/analysis: the dream's newest session, or null when it was never analysed. */
export const analysisStateSchema = z.object({ session: analysisSessionSchema.nullable() });
export type AnalysisState = z.infer<typeof analysisStateSchema>;

/** The media type that makes POST /api/dreams/:id/analysis stream (send it in `Accept`). */
export const ANALYSIS_STREAM_TYPE = "application/x-ndjson";

/**
 * One line of the streamed start: `delta` pieces of the brief analysis as it is generated, then
 * exactly one `session` (success) or `error` (failure after streaming began; nothing was saved).
 */
export const analysisStreamEventSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("delta"), text: z.string() }),
  z.object({ type: z.literal("session"), session: analysisSessionSchema }),
  z.object({ type: z.literal("error"), error: errorBodySchema.shape.error }),
]);
export type AnalysisStreamEvent = z.infer<typeof analysisStreamEventSchema>;
