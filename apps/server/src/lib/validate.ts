import type { Hook } from "@hono/zod-openapi";
import { REQUEST_MESSAGES } from "@somnia/shared/errors";
import { isMessageCode, type MessageCode } from "@somnia/shared/messages";
import type { HTTPException } from "hono/http-exception";
import { AppError } from "./app-error";
import type { AppEnv } from "./hono-env";

/**
 * The message code of a failed check: the first issue's, which the shared schemas set to one of
 * their codes; a check without one (a shape no form produces) is REQUEST_INVALID.
 */
export function issueReason(issues: readonly { message: string }[]): MessageCode {
  const message = issues[0]?.message;
  return isMessageCode(message) ? message : REQUEST_MESSAGES.invalid;
}

/**
 * The routes' `defaultHook` (lib/openapi.ts): a failed params, query or body check is a 400
 * VALIDATION_FAILED whose reason is the first issue's.
 */
export const validationHook: Hook<unknown, AppEnv, string, undefined> = (result) => {
  if (result.success) return;
  const { issues } = result.error;
  throw new AppError("VALIDATION_FAILED", {
    message: `validation failed: ${issues[0]?.message ?? "no issue"}`,
    reason: issueReason(issues),
  });
};

/**
 * Hono's own 4xx before validation, in our shape: the JSON body validator's malformed JSON (400),
 * a declared JSON body sent as another media type (415), an oversized or unreadable body.
 */
export function requestError(err: HTTPException): AppError {
  const options = { message: err.message, cause: err };
  if (err.status === 415) {
    return new AppError("UNSUPPORTED_MEDIA_TYPE", {
      ...options,
      reason: REQUEST_MESSAGES.notJsonMediaType,
    });
  }
  if (/JSON/.test(err.message)) {
    return new AppError("BAD_REQUEST", { ...options, reason: REQUEST_MESSAGES.notJson });
  }
  const code = err.status === 413 ? "PAYLOAD_TOO_LARGE" : "BAD_REQUEST";
  return new AppError(code, { ...options, reason: REQUEST_MESSAGES.unreadable });
}
