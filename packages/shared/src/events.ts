/** The name of the server-sent events stream's endpoint (GET, cookie session). */
export const EVENTS_PATH = "/api/events";

/**
 * One change the signed-in user's other tabs should react to (decision 020). Each arrives on the
 * SSE stream as `event: <type>` with this object as JSON `data`. The server checks what it relays
 * between instances (apps/server/src/events/event-schema.ts); a browser needs only the type.
 */
export type SomniaEvent =
  | { type: "dream.changed"; dreamId: string }
  /** An import stored dreams: one event at its end, not one per dream. */
  | { type: "journal.imported" }
  | { type: "profile.changed" }
  | { type: "membership.changed" };
export type SomniaEventType = SomniaEvent["type"];

export const SOMNIA_EVENT_TYPES = [
  "dream.changed",
  "journal.imported",
  "profile.changed",
  "membership.changed",
] as const satisfies readonly SomniaEventType[];
