import { z } from "zod";

/** Distillation: key points on personality and feelings. */
export const distillReplySchema = z.object({
  keyPoints: z.array(z.string().trim().min(1)).min(1).max(8),
});
