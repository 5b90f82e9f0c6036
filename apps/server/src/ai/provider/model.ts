import type { LanguageModel } from "ai";
import type { RemoteAiConfig } from "./config";

/**
 * The AI SDK model for the configured provider, its package loaded by the first call (./sdk.ts).
 * OpenAI goes through `.chat()` (the chat-completions API, which compatible servers and our test
 * fake speak), not the SDK's default Responses API.
 */
export async function createModel(config: RemoteAiConfig): Promise<LanguageModel> {
  const { apiKey, baseUrl: baseURL, model } = config;
  switch (config.provider) {
    case "openai": {
      const { createOpenAI } = await import("@ai-sdk/openai");
      return createOpenAI({ apiKey, baseURL }).chat(model);
    }
    case "google": {
      const { createGoogleGenerativeAI } = await import("@ai-sdk/google");
      return createGoogleGenerativeAI({ apiKey, baseURL })(model);
    }
    case "openai-compatible": {
      const { createOpenAICompatible } = await import("@ai-sdk/openai-compatible");
      return createOpenAICompatible({ name: "openai-compatible", apiKey, baseURL: baseURL as string })(model);
    }
  }
}
