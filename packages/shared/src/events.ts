import { z } from "zod";

/** The name of the server-sent events stream's endpoint (GET, cookie session). */
export const EVENTS_PATH = "/api/events";

/**
 * One change the signed-in user's other tabs should react to (decision 020).
 * Each arrives on the SSE stream as `event: <type>` with this object as JSON `data`.
 */
export const somniaEventSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("dream.changed"), dreamId: z.string().min(1).max(100) }),
  /** An import stored dreams: one event at its end, not one per dream. */
  z.object({ type: z.literal("journal.imported") }),
  z.object({ type: z.literal("profile.changed") }),
  z.object({ type: z.literal("membership.changed") }),
]);
export type SomniaEvent = z.infer<typeof somniaEventSchema>;
export type SomniaEventType = SomniaEvent["type"];

export const SOMNIA_EVENT_TYPES = [
  "dream.changed",
  "journal.imported",
  "profile.changed",
  "membership.changed",
] as const satisfies readonly SomniaEventType[];

/** Parses one SSE message's data; `null` for anything that is not a known event. */
export function parseSomniaEvent(data: string): SomniaEvent | null {
  try {
    const result = somniaEventSchema.safeParse(JSON.parse(data));
    return result.success ? result.data : null;
  } catch {
    return null;
  }
}
