import { ERROR_STATUS, type ErrorCode } from "@somnia/shared/errors";

const DEFAULT_USER_MESSAGES: Partial<Record<ErrorCode, string>> = {
  UNAUTHORIZED: "You need to be logged in to use this feature",
  NOT_FOUND: "Not found",
  INTERNAL: "Something went wrong. Please try again.",
};

interface AppErrorOptions {
  message?: string;
  userMessage?: string;
  cause?: unknown;
}

/** The one error type services and routes throw; `app.onError` turns it into `{ error: { code, message } }`. */
export class AppError extends Error {
  override name = "AppError";
  readonly code: ErrorCode;
  /** Safe to show to the user. */
  readonly userMessage: string;
  /** For a 429: the seconds to wait, sent as `Retry-After` (lib/on-error.ts). */
  readonly retryAfterSeconds: number | undefined;

  /** A RATE_LIMITED error always says how long to wait. */
  constructor(code: "RATE_LIMITED", options: AppErrorOptions & { retryAfterSeconds: number });
  constructor(code: Exclude<ErrorCode, "RATE_LIMITED">, options?: AppErrorOptions);
  constructor(code: ErrorCode, options: AppErrorOptions & { retryAfterSeconds?: number } = {}) {
    const userMessage =
      options.userMessage ?? DEFAULT_USER_MESSAGES[code] ?? "The request could not be completed";
    super(options.message ?? userMessage, { cause: options.cause });
    this.code = code;
    this.userMessage = userMessage;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }

  get status() {
    return ERROR_STATUS[this.code];
  }

  toBody() {
    return { error: { code: this.code, message: this.userMessage } };
  }
}
