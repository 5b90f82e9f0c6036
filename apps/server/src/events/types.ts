import type { SomniaEvent } from "@somnia/shared/events";
import type { SessionRevocations } from "./session-revocations";

export type { SomniaEvent } from "@somnia/shared/events";
export type EventListener = (event: SomniaEvent) => void;
export type { RevocationListener, SessionRevocations } from "./session-revocations";

/**
 * Per-user change notifications (decision 020). Events are hints to refetch, not data:
 * delivery is at most once, and a subscriber that was disconnected must refetch.
 */
export interface EventBus {
  /** Sends `event` to every subscriber of `userId`, on every instance. Never throws or rejects. */
  publish(userId: string, event: SomniaEvent): void | Promise<void>;
  /**
   * Calls `listener` for each of `userId`'s events until the returned function is called.
   * Throws a RATE_LIMITED `AppError` past the per-user or total subscriber bound.
   */
  subscribe(userId: string, listener: EventListener): () => void;
  /** Resolves once events published by other instances are being received (at once in-process). */
  ready(): Promise<void>;
  /**
   * Server-internal, never sent to a browser: "drop this user's cached sessions", heard by every
   * instance (docs/decisions/024-session-cache.md).
   */
  sessions: SessionRevocations;
  close(): Promise<void>;
}
