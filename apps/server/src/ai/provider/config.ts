import type { AiProviderId } from "../types";
import type { AiEnv } from "./env-schema";

export const DEFAULT_MODELS = { openai: "gpt-4o-mini", google: "gemini-2.0-flash" } as const;

export type RemoteProviderId = Exclude<AiProviderId, "builtin">;

export interface RemoteAiConfig {
  provider: RemoteProviderId;
  model: string;
  apiKey: string | undefined;
  baseUrl: string | undefined;
}

/** The remote provider's settings, with the per-provider default model; null for the built-in analyst. */
export function remoteConfig(env: AiEnv): RemoteAiConfig | null {
  const provider = env.AI_PROVIDER;
  if (provider === "builtin") return null;
  const model = env.AI_MODEL ?? (provider === "openai-compatible" ? undefined : DEFAULT_MODELS[provider]);
  if (!model) throw new Error(`AI_PROVIDER=${provider} needs AI_MODEL`);
  return { provider, model, apiKey: env.AI_API_KEY, baseUrl: env.AI_BASE_URL };
}

/** Who dream text is sent to, as the privacy copy names it; null when nothing leaves the server. */
export function externalName(config: RemoteAiConfig | null): string | null {
  if (!config) return null;
  if (config.provider === "openai") return "OpenAI";
  if (config.provider === "google") return "Google Gemini";
  return config.baseUrl ? new URL(config.baseUrl).host : "an OpenAI-compatible service";
}
