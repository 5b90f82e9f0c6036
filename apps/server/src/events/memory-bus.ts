import type { Logger } from "../lib/logger";
import { LocalHub, type SubscriberLimits } from "./local-hub";
import { createLocalRevocations } from "./session-revocations";
import type { EventBus } from "./types";

/** One process (PGlite): publish delivers straight to this instance's subscribers. */
export function createMemoryBus(logger: Logger, limits?: SubscriberLimits): EventBus {
  const hub = new LocalHub(logger, limits);
  const sessions = createLocalRevocations(logger);
  return {
    publish: (userId, event) => hub.deliver(userId, event),
    subscribe: (userId, listener) => hub.subscribe(userId, listener),
    ready: () => Promise.resolve(),
    sessions,
    async close() {
      hub.clear();
      sessions.close();
    },
  };
}
