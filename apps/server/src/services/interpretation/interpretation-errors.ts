import { INTERPRETER_MESSAGES } from "@somnia/shared/interpretation";
import { AppError } from "../../lib/app-error";

/** Interpreting needs a finished analysis: only analysed dreams can be interpreted (decision 012). */
export function notAnalyzed(dreamId: string): AppError {
  return new AppError("CONFLICT", {
    message: `dream ${dreamId} has not been analysed`,
    reason: INTERPRETER_MESSAGES.notAnalyzed,
  });
}

export function notRemembered(dreamId: string): AppError {
  return new AppError("VALIDATION_FAILED", {
    message: `dream ${dreamId} is an "I don't remember" entry`,
    reason: INTERPRETER_MESSAGES.notRemembered,
  });
}

/** Any failure that is not already an AppError: 'Failed to interpret your dream. Please try again.' */
export function interpretFailed(cause: unknown): AppError {
  return new AppError("AI_UNAVAILABLE", {
    message: `interpretation failed: ${cause instanceof Error ? cause.message : String(cause)}`,
    reason: INTERPRETER_MESSAGES.interpretFailed,
    cause,
  });
}
