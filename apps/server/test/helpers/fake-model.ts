import { afterAll, beforeAll } from "vitest";
import type { FakeServer } from "../fakes/fake-server";
import { startFakeOpenAi } from "../fakes/openai";
import { type TestApp, useTestApp } from "./test-app";

/**
 * One app per test file whose model is a local fake of OpenAI's API (fakes/openai.ts), started
 * first so that the app's AI_BASE_URL is its address: `const { t, fake } = useAppOnFakeModel();`,
 * then `fake().requests`, `fake().queue(…)` inside tests. "openai-compatible" calls it as a
 * self-hosted model; "openai" as OpenAI itself (structured outputs, a key).
 */
export function useAppOnFakeModel(provider: "openai" | "openai-compatible" = "openai-compatible"): {
  t: TestApp;
  fake: () => FakeServer;
} {
  const env: Record<string, string> = {
    AI_PROVIDER: provider,
    AI_MODEL: "fake-model",
    AI_BASE_URL: "http://127.0.0.1:1/v1",
    AI_MAX_RETRIES: "0",
    ...(provider === "openai" ? { AI_API_KEY: "test-key" } : {}),
  };
  let server: FakeServer | undefined;
  beforeAll(async () => {
    server = await startFakeOpenAi();
    env.AI_BASE_URL = server.url;
  });
  afterAll(() => server?.close());
  const t = useTestApp(env);
  const fake = () => {
    if (!server) throw new Error("The fake model is started before the tests run.");
    return server;
  };
  return { t, fake };
}
