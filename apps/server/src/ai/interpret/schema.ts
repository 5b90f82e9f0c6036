import { z } from "zod";

/** Spec §5: an interpreter response must contain `output` (an object, or a list's first element). */
export const interpretReplySchema = z.object({ output: z.string().trim().min(1) });
