import { ERROR_STATUS, type ErrorCode, type MessageParams, REQUEST_MESSAGES } from "@somnia/shared/errors";
import type { MessageCode } from "@somnia/shared/messages";

const DEFAULT_REASONS: Partial<Record<ErrorCode, MessageCode>> = {
  UNAUTHORIZED: REQUEST_MESSAGES.notSignedIn,
  NOT_FOUND: REQUEST_MESSAGES.notFound,
  INTERNAL: REQUEST_MESSAGES.internal,
  RATE_LIMITED: REQUEST_MESSAGES.rateLimited,
};

interface AppErrorOptions {
  /** For the log only: never sent. */
  message?: string;
  /** What the user is told, as a code the web app's catalogue words (packages/shared/src/messages.ts). */
  reason?: MessageCode;
  /** The values the reason's wording needs. */
  params?: MessageParams;
  cause?: unknown;
}

/**
 * The one error type services and routes throw; `app.onError` turns it into
 * `{ error: { code, reason, params } }`: codes and values, never text (docs/decisions/040-message-codes.md).
 */
export class AppError extends Error {
  override name = "AppError";
  readonly code: ErrorCode;
  readonly reason: MessageCode;
  readonly params: MessageParams | undefined;
  /** For a 429: the seconds to wait, sent as `Retry-After` (lib/on-error.ts) and as `params.seconds`. */
  readonly retryAfterSeconds: number | undefined;

  /** A RATE_LIMITED error always says how long to wait. */
  constructor(code: "RATE_LIMITED", options: AppErrorOptions & { retryAfterSeconds: number });
  constructor(code: Exclude<ErrorCode, "RATE_LIMITED">, options?: AppErrorOptions);
  constructor(code: ErrorCode, options: AppErrorOptions & { retryAfterSeconds?: number } = {}) {
    const reason = options.reason ?? DEFAULT_REASONS[code] ?? REQUEST_MESSAGES.refused;
    super(options.message ?? reason, { cause: options.cause });
    this.code = code;
    this.reason = reason;
    this.retryAfterSeconds = options.retryAfterSeconds;
    this.params =
      options.params ??
      (options.retryAfterSeconds === undefined ? undefined : { seconds: options.retryAfterSeconds });
  }

  get status() {
    return ERROR_STATUS[this.code];
  }

  toBody() {
    const { code, reason, params } = this;
    return { error: params ? { code, reason, params } : { code, reason } };
  }
}
