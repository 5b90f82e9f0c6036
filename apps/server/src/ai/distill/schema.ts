import { z } from "zod";

/** Spec §7 'AI calls' 3: key points on personality and feelings. */
export const distillReplySchema = z.object({
  keyPoints: z.array(z.string().trim().min(1)).min(1).max(8),
});
