import { setTimeout as sleep } from "node:timers/promises";
import { aiError } from "./ai-error";
import { classify } from "./classify";
import { loadSdk } from "./sdk";

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
}

interface Attempt {
  retry: number;
  timeout: AbortSignal;
  /** False once the attempt has shown output to the user (a streamed reply is not retried). */
  canRetry: boolean;
}

/** One attempt's signal: its time limit joined with the caller's abort signal (and any other). */
function attemptSignal(policy: CallPolicy, signals: (AbortSignal | undefined)[]) {
  const timeout = AbortSignal.timeout(policy.timeoutMs);
  const joined = AbortSignal.any([timeout, ...signals.filter((s): s is AbortSignal => s !== undefined)]);
  return { timeout, joined };
}

/**
 * After a failed attempt: throws the failure as an `AppError` with its class's user-facing message,
 * or waits the backoff (retry-after honoured, capped) when another attempt is worth it.
 */
async function retryOrThrow(
  policy: CallPolicy,
  error: unknown,
  signal: AbortSignal | undefined,
  at: Attempt,
) {
  if (signal?.aborted) throw aiError("aborted", error);
  if (at.timeout.aborted) throw aiError("timeout", error);
  const classified = classify(error, await loadSdk());
  if (!classified.retryable || at.retry >= policy.maxRetries || !at.canRetry) {
    throw aiError(classified.failure, error);
  }
  const backoff = policy.retryDelayMs * 2 ** at.retry;
  const wait = Math.min(classified.retryAfterMs ?? backoff, policy.retryAfterCapMs);
  try {
    await sleep(wait, undefined, { signal });
  } catch {
    throw aiError("aborted", error);
  }
}

/**
 * Runs one model call under the policy: a timeout per attempt joined with the caller's abort
 * signal, bounded retries that honour retry-after (capped), and every failure turned into an
 * `AppError` with its class's user-facing message.
 */
export async function runWithPolicy<T>(
  policy: CallPolicy,
  attempt: (signal: AbortSignal) => Promise<T>,
  { signal }: RunOptions = {},
): Promise<T> {
  for (let retry = 0; ; retry++) {
    const { timeout, joined } = attemptSignal(policy, [signal]);
    try {
      return await attempt(joined);
    } catch (error) {
      await retryOrThrow(policy, error, signal, { retry, timeout, canRetry: true });
    }
  }
}

/**
 * A streamed model call under the same policy: pieces are passed on as the attempt yields them,
 * and the attempt's return value is the generator's. An attempt that fails before yielding
 * anything is retried like `runWithPolicy`'s; once a piece was passed on it is not (the user has
 * seen it). A consumer that stops early aborts the call.
 */
export async function* streamWithPolicy<T, R>(
  policy: CallPolicy,
  attempt: (signal: AbortSignal) => AsyncGenerator<T, R>,
  { signal }: RunOptions = {},
): AsyncGenerator<T, R> {
  const stopped = new AbortController();
  try {
    for (let retry = 0; ; retry++) {
      const { timeout, joined } = attemptSignal(policy, [signal, stopped.signal]);
      let yielded = false;
      try {
        const pieces = attempt(joined);
        for (;;) {
          const next = await pieces.next();
          if (next.done) return next.value;
          yielded = true;
          yield next.value;
        }
      } catch (error) {
        await retryOrThrow(policy, error, signal, { retry, timeout, canRetry: !yielded });
      }
    }
  } finally {
    stopped.abort();
  }
}
