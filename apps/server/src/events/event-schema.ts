import type { SomniaEvent } from "@somnia/shared/events";
import { z } from "zod";

/** A SomniaEvent (packages/shared/src/events.ts) as another instance relays it through PostgreSQL. */
export const somniaEventSchema: z.ZodType<SomniaEvent> = z.discriminatedUnion("type", [
  z.object({ type: z.literal("dream.changed"), dreamId: z.string().min(1).max(100) }),
  z.object({ type: z.literal("journal.imported") }),
  z.object({ type: z.literal("profile.changed") }),
  z.object({ type: z.literal("membership.changed") }),
]);
