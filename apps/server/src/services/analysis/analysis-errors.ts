import { ANALYSIS_MESSAGES } from "@somnia/shared/analysis";
import { AppError } from "../../lib/app-error";

/** Answering or skipping when the dream has no active session. */
export function sessionEnded(dreamId: string): AppError {
  return new AppError("CONFLICT", {
    message: `no active analysis session for dream ${dreamId}`,
    reason: ANALYSIS_MESSAGES.sessionEnded,
  });
}

/** Two answers raced for the same question; the loser is told to reload. */
export function alreadyAnswered(dreamId: string): AppError {
  return new AppError("CONFLICT", {
    message: `analysis question of dream ${dreamId} was answered concurrently`,
    reason: ANALYSIS_MESSAGES.alreadyAnswered,
  });
}
