import type { Logger } from "../lib/logger";

/** `userId`: drop that user's cached sessions; `undefined`: drop every one (some may have been missed). */
export type RevocationListener = (userId: string | undefined) => void;

/**
 * What lets an instance answer from a session cache (lib/session-cache.ts) without the cache ever
 * outliving a revocation made on any instance (docs/decisions/024-session-cache.md).
 */
export interface SessionRevocations {
  /**
   * Tells every instance to drop `userId`'s cached sessions, this one at once. Resolves once no
   * instance will answer from them any more; call it after the change is committed. Never rejects.
   */
  revoke(userId: string): Promise<void>;
  /** Calls `listener` for every revocation, this instance's and the others', until unsubscribed. */
  onRevoke(listener: RevocationListener): () => void;
  /** Whether this instance is sure to have heard every revocation so far: a cache may answer only then. */
  isCurrent(): boolean;
  /** Resolves once `isCurrent()` holds (at once in-process) or the bus is closed. */
  ready(): Promise<void>;
}

/** The revocation listeners of one instance; one that throws is logged and never stops the others. */
export class RevocationListeners {
  readonly #listeners = new Set<RevocationListener>();

  constructor(private readonly logger: Logger) {}

  add(listener: RevocationListener): () => void {
    const entry: RevocationListener = (userId) => listener(userId);
    this.#listeners.add(entry);
    return () => this.#listeners.delete(entry);
  }

  emit(userId: string | undefined): void {
    for (const listener of this.#listeners) {
      try {
        listener(userId);
      } catch (error) {
        this.logger.error({ err: error }, "session revocation listener failed");
      }
    }
  }

  clear(): void {
    this.#listeners.clear();
  }
}

/** One process (PGlite): a revocation reaches the only cache before `revoke` returns. */
export function createLocalRevocations(logger: Logger): SessionRevocations & { close(): void } {
  const listeners = new RevocationListeners(logger);
  let closed = false;
  return {
    async revoke(userId) {
      listeners.emit(userId);
    },
    onRevoke: (listener) => listeners.add(listener),
    isCurrent: () => !closed,
    ready: () => Promise.resolve(),
    close() {
      closed = true;
      listeners.emit(undefined);
      listeners.clear();
    },
  };
}
