import { z } from "zod";

/** An interpreter reply must contain `output` (an object, or a list's first element). */
export const interpretReplySchema = z.object({ output: z.string().trim().min(1) });
