import { type AiFailure, AiOutputError } from "./ai-error";
import type { Sdk } from "./sdk";

export interface Classified {
  failure: AiFailure;
  /** Worth another attempt: 429, 5xx, a refused or dropped connection. */
  retryable: boolean;
  /** What the provider asked us to wait (retry-after-ms / retry-after), if anything. */
  retryAfterMs?: number;
}

const CONNECTION_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EHOSTUNREACH",
  "UND_ERR_SOCKET",
]);

function connectionCode(error: unknown, depth = 0): string | undefined {
  if (!error || typeof error !== "object" || depth > 4) return undefined;
  const code = (error as { code?: unknown }).code;
  if (typeof code === "string" && CONNECTION_CODES.has(code)) return code;
  return connectionCode((error as { cause?: unknown }).cause, depth + 1);
}

/** retry-after-ms (milliseconds), else retry-after (seconds or an HTTP date). */
export function retryAfterMs(headers: Record<string, string> | undefined): number | undefined {
  if (!headers) return undefined;
  const ms = Number.parseFloat(headers["retry-after-ms"] ?? "");
  if (Number.isFinite(ms) && ms >= 0) return ms;
  const value = headers["retry-after"];
  if (!value) return undefined;
  const seconds = Number.parseFloat(value);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - Date.now());
}

function fromStatus(status: number, headers: Record<string, string> | undefined): Classified {
  if (status === 429)
    return { failure: "rate-limited", retryable: true, retryAfterMs: retryAfterMs(headers) };
  // A wrong key, no access, or a model/path that does not exist: the server's settings are wrong.
  if (status === 401 || status === 403 || status === 404)
    return { failure: "misconfigured", retryable: false };
  if (status >= 500)
    return { failure: "provider-error", retryable: true, retryAfterMs: retryAfterMs(headers) };
  if (status < 300) return { failure: "unreadable", retryable: false };
  return { failure: "provider-error", retryable: false };
}

/** Sorts any error from a model call into one failure class, by the SDK's own error classes. */
export function classify(error: unknown, sdk: Sdk): Classified {
  const { APICallError, NoContentGeneratedError, NoObjectGeneratedError, NoOutputGeneratedError } = sdk;
  if (error instanceof AiOutputError) return { failure: error.failure, retryable: false };
  if (APICallError.isInstance(error)) {
    if (error.statusCode !== undefined) return fromStatus(error.statusCode, error.responseHeaders);
    // No HTTP status: the SDK could not connect ("Cannot connect to API: …").
    const unreachable = Boolean(connectionCode(error)) || /cannot connect/i.test(error.message);
    return { failure: unreachable ? "unreachable" : "unreadable", retryable: unreachable };
  }
  if (NoObjectGeneratedError.isInstance(error)) {
    return { failure: error.text?.trim() ? "missing-fields" : "empty", retryable: false };
  }
  if (NoContentGeneratedError.isInstance(error) || NoOutputGeneratedError.isInstance(error)) {
    return { failure: "empty", retryable: false };
  }
  if (error instanceof Error && error.name === "TimeoutError")
    return { failure: "timeout", retryable: false };
  if (error instanceof Error && error.name === "AbortError") return { failure: "aborted", retryable: false };
  if (connectionCode(error)) return { failure: "unreachable", retryable: true };
  if (error instanceof Error && /fetch failed|Cannot connect/i.test(error.message)) {
    return { failure: "unreachable", retryable: true };
  }
  // A body the SDK could not parse (JSONParseError, TypeValidationError, invalid stream chunks).
  return { failure: "unreadable", retryable: false };
}
