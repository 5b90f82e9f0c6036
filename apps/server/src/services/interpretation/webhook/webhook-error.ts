import { INTERPRETER_MESSAGES } from "@somnia/shared/interpretation";
import { AppError } from "../../../lib/app-error";

/** A webhook failure: 502 with its fixed message (504 for a timeout). Logged by the caller. */
export function webhookError(userMessage: string, detail: string, cause?: unknown): AppError {
  return new AppError("AI_UNAVAILABLE", { message: `interpreter webhook: ${detail}`, userMessage, cause });
}

export function webhookTimeout(url: string, cause: unknown): AppError {
  return new AppError("AI_TIMEOUT", {
    message: `interpreter webhook ${url} timed out`,
    userMessage: INTERPRETER_MESSAGES.connectFailed,
    cause,
  });
}
