import { z } from "zod";
import { proseText } from "./text";

/** What the interpreter knows about a user: `user_distilled_info.info_type`. */
export const INFO_TYPES = ["personal", "recurring_dreams", "distilled_info"] as const;
export type InfoType = (typeof INFO_TYPES)[number];

export const MEMORY_CONTENT_MAX_LENGTH = 5000;
export const MEMORY_MESSAGES = {
  emptyContent: "MEMORY_EMPTY_CONTENT",
  tooLong: "MEMORY_TOO_LONG",
  controlCharacter: "MEMORY_CONTROL_CHARACTER",
} as const;

/** One note's text ('What Somnia knows about you'), as saved and as edited. */
export const memoryContentSchema = proseText(
  z
    .string({ error: MEMORY_MESSAGES.emptyContent })
    .trim()
    .min(1, MEMORY_MESSAGES.emptyContent)
    .max(MEMORY_CONTENT_MAX_LENGTH, MEMORY_MESSAGES.tooLong),
  MEMORY_MESSAGES.controlCharacter,
);

/** POST /api/memory: update the newest entry of that type, or insert one. */
export const saveMemorySchema = z.object({ infoType: z.enum(INFO_TYPES), content: memoryContentSchema });
export type SaveMemoryInput = z.infer<typeof saveMemorySchema>;

export const memoryEntrySchema = z.object({
  id: z.string(),
  infoType: z.enum(INFO_TYPES),
  content: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type MemoryEntry = z.infer<typeof memoryEntrySchema>;

/** GET /api/memory */
export const memoryEntriesSchema = z.array(memoryEntrySchema);
