import { z } from "zod";

/** GET /api/config: public, non-secret facts the web app needs before sign-in. */
export const publicConfigSchema = z.object({
  googleEnabled: z.boolean(),
  supportEmail: z.string(),
  /** Name of the external AI provider dream text is sent to, or null for the built-in analyst. */
  externalAiProvider: z.string().nullable(),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;
