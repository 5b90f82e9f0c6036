import { setTimeout as sleep } from "node:timers/promises";
import { aiError } from "./ai-error";
import { classify } from "./classify";

export interface CallPolicy {
  /** One attempt's time limit. */
  timeoutMs: number;
  /** Attempts after the first one, for retryable failures only. */
  maxRetries: number;
  /** First backoff delay; doubles per retry. */
  retryDelayMs: number;
  /** The longest wait a provider's retry-after can ask for. */
  retryAfterCapMs: number;
}

export const RETRY_DELAY_MS = 500;
export const RETRY_AFTER_CAP_MS = 10_000;

export interface RunOptions {
  signal?: AbortSignal;
  /** False once the attempt has shown output to the user (a streamed reply is not retried). */
  canRetry?: () => boolean;
}

/**
 * Runs one model call under the policy: a timeout per attempt joined with the caller's abort
 * signal, bounded retries that honour retry-after (capped), and every failure turned into an
 * `AppError` with its class's user-facing message.
 */
export async function runWithPolicy<T>(
  policy: CallPolicy,
  attempt: (signal: AbortSignal) => Promise<T>,
  { signal, canRetry = () => true }: RunOptions = {},
): Promise<T> {
  for (let retry = 0; ; retry++) {
    const timeout = AbortSignal.timeout(policy.timeoutMs);
    const joined = signal ? AbortSignal.any([signal, timeout]) : timeout;
    try {
      return await attempt(joined);
    } catch (error) {
      if (signal?.aborted) throw aiError("aborted", error);
      if (timeout.aborted) throw aiError("timeout", error);
      const classified = classify(error);
      if (!classified.retryable || retry >= policy.maxRetries || !canRetry()) {
        throw aiError(classified.failure, error);
      }
      const backoff = policy.retryDelayMs * 2 ** retry;
      const wait = Math.min(classified.retryAfterMs ?? backoff, policy.retryAfterCapMs);
      try {
        await sleep(wait, undefined, { signal });
      } catch {
        throw aiError("aborted", error);
      }
    }
  }
}
