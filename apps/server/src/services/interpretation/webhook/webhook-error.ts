import type { MessageParams } from "@somnia/shared/errors";
import { INTERPRETER_MESSAGES } from "@somnia/shared/interpretation";
import type { MessageCode } from "@somnia/shared/messages";
import { AppError } from "../../../lib/app-error";

/** A webhook failure: 502 with its reason (504 for a timeout). Logged by the caller. */
export function webhookError(
  reason: MessageCode,
  detail: string,
  cause?: unknown,
  params?: MessageParams,
): AppError {
  return new AppError("AI_UNAVAILABLE", { message: `interpreter webhook: ${detail}`, reason, params, cause });
}

export function webhookTimeout(url: string, cause: unknown): AppError {
  return new AppError("AI_TIMEOUT", {
    message: `interpreter webhook ${url} timed out`,
    reason: INTERPRETER_MESSAGES.connectFailed,
    cause,
  });
}
