import { analyzeDream } from "./analyze";
import { loadBuiltinAnalyst } from "./builtin";
import { detectDream, findSymbolsWith } from "./detect";
import { distillAnalysis } from "./distill";
import { interpretDream } from "./interpret";
import { RETRY_AFTER_CAP_MS, RETRY_DELAY_MS } from "./provider/call-policy";
import { externalName, remoteConfig } from "./provider/config";
import type { AiEnv } from "./provider/env-schema";
import { createModel } from "./provider/model";
import { titleDream } from "./title";
import type { Ai, AiRuntime } from "./types";

export { isAiError } from "./provider/ai-error";
export type { Ai, AiCallOptions, AnalyzeOptions, DreamAnalysis, SymbolFinder } from "./types";

export interface AiOverrides {
  /** First retry backoff (tests make it tiny). */
  retryDelayMs?: number;
  retryAfterCapMs?: number;
}

/**
 * The AI layer (decision 018): the built-in offline analyst by default, or OpenAI, Google Gemini
 * or any OpenAI-compatible endpoint through the AI SDK, chosen by `AI_PROVIDER`. Every task has the
 * same interface whatever the provider; remote calls time out, honour the caller's abort signal,
 * retry within bounds and fail with an `AppError` whose message suits the user.
 */
export function createAi(env: AiEnv, overrides: AiOverrides = {}): Ai {
  const config = remoteConfig(env);
  let model: ReturnType<typeof createModel> | undefined;
  const runtime: AiRuntime = config
    ? {
        kind: "remote",
        model: () => {
          model ??= createModel(config);
          return model;
        },
        takesSchema: config.provider !== "openai-compatible",
        policy: {
          timeoutMs: env.AI_TIMEOUT_MS,
          maxRetries: env.AI_MAX_RETRIES,
          retryDelayMs: overrides.retryDelayMs ?? RETRY_DELAY_MS,
          retryAfterCapMs: overrides.retryAfterCapMs ?? RETRY_AFTER_CAP_MS,
        },
      }
    : { kind: "builtin", analyst: loadBuiltinAnalyst };
  return {
    provider: env.AI_PROVIDER,
    externalName: externalName(config),
    title: (content, options) => titleDream(runtime, content, options),
    analyze: (content, options) => analyzeDream(runtime, content, options),
    detect: (content, options) => detectDream(runtime, content, options),
    symbolFinder: (options) => findSymbolsWith(loadBuiltinAnalyst, options),
    distill: (input, options) => distillAnalysis(runtime, input, options),
    interpret: (input, options) => interpretDream(runtime, input, options),
  };
}
