import { createGoogleGenerativeAI } from "@ai-sdk/google";
import { createOpenAI } from "@ai-sdk/openai";
import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import type { LanguageModel } from "ai";
import type { RemoteAiConfig } from "./config";

/**
 * The AI SDK model for the configured provider. OpenAI goes through `.chat()` (the chat-completions
 * API, which compatible servers and our test fake speak), not the SDK's default Responses API.
 */
export function createModel(config: RemoteAiConfig): LanguageModel {
  const { apiKey, baseUrl: baseURL, model } = config;
  switch (config.provider) {
    case "openai":
      return createOpenAI({ apiKey, baseURL }).chat(model);
    case "google":
      return createGoogleGenerativeAI({ apiKey, baseURL })(model);
    case "openai-compatible":
      return createOpenAICompatible({ name: "openai-compatible", apiKey, baseURL: baseURL as string })(model);
  }
}
