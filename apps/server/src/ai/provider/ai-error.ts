import { AI_MESSAGES, ANALYSIS_MESSAGES } from "@somnia/shared/analysis";
import type { MessageCode } from "@somnia/shared/messages";
import { AppError } from "../../lib/app-error";

/** Why a model call failed; each class has its own message for the user. */
export type AiFailure =
  | "timeout"
  | "rate-limited"
  | "misconfigured"
  | "provider-error"
  | "unreachable"
  | "unreadable"
  | "empty"
  | "missing-fields"
  | "aborted";

const REASONS: Record<AiFailure, MessageCode> = {
  timeout: AI_MESSAGES.timeout,
  "rate-limited": AI_MESSAGES.rateLimited,
  misconfigured: AI_MESSAGES.misconfigured,
  "provider-error": AI_MESSAGES.providerError,
  unreachable: AI_MESSAGES.unreachable,
  unreadable: AI_MESSAGES.unreadable,
  empty: ANALYSIS_MESSAGES.noResponse,
  "missing-fields": ANALYSIS_MESSAGES.invalidFormat,
  aborted: AI_MESSAGES.aborted,
};

/** The model answered, but not with what the task needs (thrown by a task's parser). */
export class AiOutputError extends Error {
  override name = "AiOutputError";
  constructor(
    readonly failure: "empty" | "missing-fields",
    message: string,
  ) {
    super(message);
  }
}

/** The AppError for a failure class: AI_TIMEOUT (504) for a timeout, else AI_UNAVAILABLE (502). */
export function aiError(failure: AiFailure, cause: unknown): AppError {
  const detail = cause instanceof Error ? cause.message : String(cause);
  return new AppError(failure === "timeout" ? "AI_TIMEOUT" : "AI_UNAVAILABLE", {
    message: `AI call failed (${failure}): ${detail}`,
    reason: REASONS[failure],
    cause,
  });
}

/** The failure class of an AppError made by `aiError`, for tests and logs. */
export function isAiError(error: unknown): error is AppError {
  return error instanceof AppError && (error.code === "AI_UNAVAILABLE" || error.code === "AI_TIMEOUT");
}
