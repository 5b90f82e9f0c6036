import { EventEmitter } from "node:events";
import { REQUEST_MESSAGES } from "@somnia/shared/errors";
import { AppError } from "../lib/app-error";
import type { Logger } from "../lib/logger";
import type { EventListener, SomniaEvent } from "./types";

export interface SubscriberLimits {
  /** Open streams per user (tabs and devices). */
  perUser: number;
  /** Open streams on this instance. */
  total: number;
}

export const DEFAULT_LIMITS: SubscriberLimits = { perUser: 16, total: 10_000 };
/** What a refused stream is told to wait (`Retry-After`): long enough for another tab to have closed. */
const RETRY_AFTER_SECONDS = 30;

/** This instance's subscribers: one EventEmitter channel per user id, with bounded listeners. */
export class LocalHub {
  readonly #emitter = new EventEmitter();
  #total = 0;

  constructor(
    private readonly logger: Logger,
    private readonly limits: SubscriberLimits = DEFAULT_LIMITS,
  ) {
    this.#emitter.setMaxListeners(limits.perUser);
  }

  subscribe(userId: string, listener: EventListener): () => void {
    if (this.#emitter.listenerCount(userId) >= this.limits.perUser || this.#total >= this.limits.total) {
      throw new AppError("RATE_LIMITED", {
        message: "too many event subscribers",
        reason: REQUEST_MESSAGES.tooManyStreams,
        retryAfterSeconds: RETRY_AFTER_SECONDS,
      });
    }
    const guarded = (event: SomniaEvent) => {
      try {
        listener(event);
      } catch (error) {
        this.logger.error({ err: error }, "event listener failed");
      }
    };
    this.#emitter.on(userId, guarded);
    this.#total += 1;
    let active = true;
    return () => {
      if (!active) return;
      active = false;
      this.#emitter.off(userId, guarded);
      this.#total -= 1;
    };
  }

  deliver(userId: string, event: SomniaEvent): void {
    this.#emitter.emit(userId, event);
  }

  clear(): void {
    this.#emitter.removeAllListeners();
    this.#total = 0;
  }
}
