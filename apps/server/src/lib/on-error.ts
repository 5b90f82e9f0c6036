import type { ErrorHandler } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { AppError } from "./app-error";
import type { Logger } from "./logger";

function toAppError(err: Error): AppError {
  if (err instanceof AppError) return err;
  if (err instanceof HTTPException && err.status < 500) {
    // Hono's own 4xx (an unreadable or oversized body): a client error in our shape.
    const code = err.status === 413 ? "PAYLOAD_TOO_LARGE" : "BAD_REQUEST";
    return new AppError(code, { message: err.message, userMessage: "The request could not be read" });
  }
  return new AppError("INTERNAL", { message: err.message, cause: err });
}

/** The one error handler: every failure becomes `{ error: { code, message } }` with its mapped status. */
export function createErrorHandler(logger: Logger): ErrorHandler {
  return (err, c) => {
    const error = toAppError(err);
    if (error.status >= 500) logger.error({ err, reqId: c.get("requestId") }, "request failed");
    return c.json(error.toBody(), error.status as ContentfulStatusCode);
  };
}
