/**
 * Whether this instance is stopping. On SIGTERM (index.ts) it starts draining: `/readyz` answers
 * 503, live streams are told to reconnect (to another instance, behind a proxy), and each answer
 * closes its keep-alive connection, while the requests in flight finish.
 */
export interface Lifecycle {
  readonly draining: boolean;
  drain(): void;
  /** Runs `listener` when draining starts (at once, if it has); returns a function that stops it. */
  onDrain(listener: () => void): () => void;
}

export function createLifecycle(): Lifecycle {
  let draining = false;
  const listeners = new Set<() => void>();
  return {
    get draining() {
      return draining;
    },
    drain() {
      if (draining) return;
      draining = true;
      for (const listener of [...listeners]) listener();
      listeners.clear();
    },
    onDrain(listener) {
      if (draining) {
        listener();
        return () => {};
      }
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
