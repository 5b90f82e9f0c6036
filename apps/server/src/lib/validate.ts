import type { Hook } from "@hono/zod-openapi";
import type { HTTPException } from "hono/http-exception";
import { AppError } from "./app-error";
import type { AppEnv } from "./hono-env";

/**
 * The routes' `defaultHook` (lib/openapi.ts): a failed params, query or body check is a 400
 * VALIDATION_FAILED whose message is the first issue's (the shared schemas' user-facing wording).
 */
export const validationHook: Hook<unknown, AppEnv, string, undefined> = (result) => {
  if (result.success) return;
  const message = result.error.issues[0]?.message ?? "Invalid request";
  throw new AppError("VALIDATION_FAILED", { message: `validation failed: ${message}`, userMessage: message });
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
      userMessage: "The request body must be JSON (Content-Type: application/json)",
    });
  }
  if (/JSON/.test(err.message)) {
    return new AppError("BAD_REQUEST", { ...options, userMessage: "The request body is not valid JSON" });
  }
  const code = err.status === 413 ? "PAYLOAD_TOO_LARGE" : "BAD_REQUEST";
  return new AppError(code, { ...options, userMessage: "The request could not be read" });
}
