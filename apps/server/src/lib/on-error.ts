import { REQUEST_MESSAGES } from "@somnia/shared/errors";
import type { ErrorHandler } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { AppError } from "./app-error";
import type { Logger } from "./logger";
import { requestError } from "./validate";

/**
 * PostgreSQL's refusals of a value the request carried (a NUL or invalid byte, a value too long):
 * the shared schemas refuse these first, and this keeps any one they miss a 400, never a 500.
 */
const REFUSED_VALUE_CODES = new Set(["22021", "22P05", "22001", "54000"]);

function databaseCode(err: unknown): string | undefined {
  for (let e = err, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth += 1) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

function toAppError(err: Error): AppError {
  if (err instanceof AppError) return err;
  const code = databaseCode(err);
  if (code && REFUSED_VALUE_CODES.has(code)) {
    return new AppError("BAD_REQUEST", {
      message: `database refused a value (${code})`,
      reason: REQUEST_MESSAGES.notStorable,
      cause: err,
    });
  }
  if (err instanceof HTTPException && err.status < 500) return requestError(err);
  return new AppError("INTERNAL", { message: err.message, cause: err });
}

/** The one error handler: every failure becomes `{ error: { code, reason, params } }` with its mapped status. */
export function createErrorHandler(logger: Logger): ErrorHandler {
  return (err, c) => {
    const error = toAppError(err);
    if (error.status >= 500) logger.error({ err, reqId: c.get("requestId") }, "request failed");
    // The unread rest of a refused body would otherwise be read as the next request on the socket.
    if (error.status === 413) c.header("Connection", "close");
    if (error.retryAfterSeconds !== undefined) c.header("Retry-After", String(error.retryAfterSeconds));
    return c.json(error.toBody(), error.status as ContentfulStatusCode);
  };
}
