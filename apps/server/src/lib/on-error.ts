import type { ErrorHandler } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { AppError } from "./app-error";
import type { Logger } from "./logger";
import { requestError } from "./validate";

function toAppError(err: Error): AppError {
  if (err instanceof AppError) return err;
  if (err instanceof HTTPException && err.status < 500) return requestError(err);
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
