import { z } from "zod";
import { AI_PROVIDERS } from "../types";

const optional = z
  .string()
  .trim()
  .transform((v) => v || undefined)
  .optional();

/** The AI variables of the environment (merged into env.ts's schema). */
export const aiEnvFields = {
  /** builtin (default, offline) | openai | google | openai-compatible (Ollama, vLLM, LM Studio, OpenRouter). */
  AI_PROVIDER: z.enum(AI_PROVIDERS).default("builtin"),
  /** The model; defaults per provider (openai gpt-4o-mini, google gemini-2.0-flash); required for openai-compatible. */
  AI_MODEL: optional,
  AI_API_KEY: optional,
  /** The API's base URL: required for openai-compatible, an optional override for openai and google. */
  AI_BASE_URL: optional.pipe(z.url().optional()),
  /** How long one model call may take. */
  AI_TIMEOUT_MS: z.coerce.number().int().min(1).max(600_000).default(30_000),
  /** Retries after a 429, a 5xx or a refused connection (retry-after is honoured, capped). */
  AI_MAX_RETRIES: z.coerce.number().int().min(0).max(10).default(2),
};

const aiEnvSchema = z.object(aiEnvFields);
type AiEnvShape = z.infer<typeof aiEnvSchema>;

/** Provider/key/URL combinations that cannot work fail at start with a clear message. */
export function checkAiEnv(env: AiEnvShape, ctx: z.RefinementCtx): void {
  const issue = (path: string, message: string) => ctx.addIssue({ code: "custom", path: [path], message });
  const p = env.AI_PROVIDER;
  if ((p === "openai" || p === "google") && !env.AI_API_KEY) {
    issue("AI_API_KEY", `AI_PROVIDER=${p} needs AI_API_KEY`);
  }
  if (p === "openai-compatible") {
    if (!env.AI_BASE_URL) issue("AI_BASE_URL", "AI_PROVIDER=openai-compatible needs AI_BASE_URL");
    if (!env.AI_MODEL) issue("AI_MODEL", "AI_PROVIDER=openai-compatible needs AI_MODEL");
  }
  if (p === "builtin" && (env.AI_API_KEY || env.AI_BASE_URL || env.AI_MODEL)) {
    issue(
      "AI_PROVIDER",
      "AI_MODEL, AI_API_KEY or AI_BASE_URL is set but AI_PROVIDER is builtin; set AI_PROVIDER",
    );
  }
}

export type AiEnv = AiEnvShape;
