import { describe, expect, it } from "vitest";
import { createAi } from "../../src/ai";
import { EnvError, loadEnv } from "../../src/env";

describe("the AI settings", () => {
  it("default to the built-in analyst with a 30 s timeout and 2 retries", () => {
    const env = loadEnv({});
    expect(env).toMatchObject({ AI_PROVIDER: "builtin", AI_TIMEOUT_MS: 30_000, AI_MAX_RETRIES: 2 });
    expect(createAi(env)).toMatchObject({ provider: "builtin", externalName: null });
  });

  it.each([
    [{ AI_PROVIDER: "openai", AI_API_KEY: "sk-test" }, "OpenAI"],
    [{ AI_PROVIDER: "google", AI_API_KEY: "g-test", AI_MODEL: "gemini-2.5-flash" }, "Google Gemini"],
    [
      { AI_PROVIDER: "openai-compatible", AI_BASE_URL: "http://localhost:11434/v1", AI_MODEL: "llama3.2" },
      "localhost:11434",
    ],
  ])("accept %o and name the provider dream text goes to", (source, name) => {
    expect(createAi(loadEnv(source)).externalName).toBe(name);
  });

  it.each([
    [{ AI_PROVIDER: "openai" }, "AI_API_KEY: AI_PROVIDER=openai needs AI_API_KEY"],
    [{ AI_PROVIDER: "google" }, "AI_API_KEY: AI_PROVIDER=google needs AI_API_KEY"],
    [
      { AI_PROVIDER: "openai-compatible", AI_MODEL: "m" },
      "AI_BASE_URL: AI_PROVIDER=openai-compatible needs AI_BASE_URL",
    ],
    [
      { AI_PROVIDER: "openai-compatible", AI_BASE_URL: "http://h/v1" },
      "AI_MODEL: AI_PROVIDER=openai-compatible needs AI_MODEL",
    ],
    [
      { AI_API_KEY: "sk-test" },
      "AI_PROVIDER: AI_MODEL, AI_API_KEY or AI_BASE_URL is set but AI_PROVIDER is builtin",
    ],
    [{ AI_PROVIDER: "anthropic" }, "AI_PROVIDER"],
    [{ AI_PROVIDER: "openai", AI_API_KEY: "k", AI_BASE_URL: "not a url" }, "AI_BASE_URL"],
    [{ AI_TIMEOUT_MS: "0" }, "AI_TIMEOUT_MS"],
    [{ AI_MAX_RETRIES: "-1" }, "AI_MAX_RETRIES"],
  ])("refuse %o at start with a clear message", (source, message) => {
    expect(() => loadEnv(source)).toThrow(EnvError);
    expect(() => loadEnv(source)).toThrow(message);
  });
});
