import { ANALYSIS_MESSAGES } from "@somnia/shared/analysis";
import { detectionsSchema } from "@somnia/shared/detections";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type Ai, createAi } from "../../src/ai";
import type { AiEnv } from "../../src/ai/provider/env-schema";
import { AppError } from "../../src/lib/app-error";
import type { FakeServer } from "../fakes/fake-server";
import { startFakeGemini } from "../fakes/google";
import { startFakeOpenAi } from "../fakes/openai";

const DREAM =
  "I swam in a cold ocean towards a lighthouse. I wasn't afraid. My mother was crying on the shore.";

function aiFor(provider: AiEnv["AI_PROVIDER"], url: string): Ai {
  const env: AiEnv = {
    AI_PROVIDER: provider,
    AI_MODEL: "fake-model",
    AI_API_KEY: "test-key",
    AI_BASE_URL: url,
    AI_TIMEOUT_MS: 30_000,
    AI_MAX_RETRIES: 0,
  };
  return createAi(env, { retryDelayMs: 5 });
}

async function failure(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

/** Where each protocol carries the requested format: a JSON schema, or (compatible servers) JSON mode. */
const PROVIDERS = [
  { provider: "openai", start: startFakeOpenAi, format: "response_format", schema: true },
  { provider: "openai-compatible", start: startFakeOpenAi, format: "response_format", schema: false },
  { provider: "google", start: startFakeGemini, format: "generationConfig", schema: true },
] as const;

describe.each(PROVIDERS)("the detect task on $provider", ({ provider, start, format, schema }) => {
  let fake: FakeServer;
  let ai: Ai;
  beforeAll(async () => {
    fake = await start();
    ai = aiFor(provider, fake.url);
  });
  afterAll(() => fake.close());
  beforeEach(() => fake.reset());

  it("returns the shared schema, keeping only vocabulary emotions and lexicon symbols in the text", async () => {
    fake.content = () =>
      JSON.stringify({
        emotions: [
          {
            emotion: "sadness",
            who: "other",
            whoName: "mother",
            evidence: "My mother was  crying",
            when: null,
          },
          { emotion: "boredom", who: "dreamer", whoName: null, evidence: "I swam", when: null },
          { emotion: "fear", who: "dreamer", whoName: null, evidence: "I was terrified", when: null },
          { emotion: "joy", who: "cat", whoName: null, evidence: "I swam", when: null },
        ],
        symbols: [
          { symbol: "ocean", evidence: ["ocean", "shore", "a beach"] },
          { symbol: "ocean", evidence: ["cold ocean"] },
          { symbol: "lighthouse-keeper", evidence: ["lighthouse"] },
          { symbol: "swimming", evidence: ["flew"] },
        ],
      });
    const detections = await ai.detect(DREAM);
    expect(detectionsSchema.parse(detections)).toEqual(detections);
    expect(detections).toEqual({
      emotions: [{ emotion: "sadness", who: "other", whoName: "mother", evidence: "My mother was  crying" }],
      symbols: [{ symbol: "ocean", label: "Ocean", evidence: ["ocean", "shore", "cold ocean"] }],
    });
    const [request] = fake.requests;
    expect(request?.prompt).toContain("untrusted data");
    expect(request?.prompt).toContain("water (Water)");
    expect(request?.prompt).toContain("negated");
  });

  it("asks for structured output, with the reply's JSON schema where the protocol takes one", async () => {
    fake.content = () => JSON.stringify({ emotions: [], symbols: [] });
    expect(await ai.detect(DREAM)).toEqual({ emotions: [], symbols: [] });
    const requested = JSON.stringify(fake.requests[0]?.body[format] ?? null);
    expect(requested).toMatch(/json/i);
    expect(requested.includes("whoName")).toBe(schema);
  });

  it("reports a reply that is not the schema as the missing-fields error", async () => {
    fake.queue("missing");
    expect((await failure(ai.detect(DREAM))).reason).toBe(ANALYSIS_MESSAGES.invalidFormat);
    fake.content = () => JSON.stringify({ emotions: [{ emotion: "fear" }], symbols: [] });
    expect((await failure(ai.detect(DREAM))).reason).toBe(ANALYSIS_MESSAGES.invalidFormat);
  });

  it("tells distillation about the chips the user edited", async () => {
    const detections = { emotions: [{ emotion: "awe" as const, who: "dreamer" as const }], symbols: [] };
    await ai.distill({ dream: DREAM, qa: [{ question: "Why?", answer: "Because." }], detections });
    expect(fake.requests[0]?.prompt).toContain("<chips>\nEmotions: awe\nSymbols: none\n</chips>");
  });

  it("finds symbols with the built-in analyst, in the dream's language, sending nothing out", async () => {
    const find = await ai.symbolFinder({ reader: "fr" });
    expect(find("Je nageais dans la mer, loin du rivage, et une vague m'a emporté.")).toContainEqual({
      symbol: "ocean",
      label: "Mer",
    });
    expect(find(DREAM).map((found) => found.symbol)).toContain("ocean");
    expect(fake.requests).toHaveLength(0);
  });

  it("reports an empty reply and a 500 with their own messages", async () => {
    fake.queue("empty");
    expect((await failure(ai.detect(DREAM))).code).toBe("AI_UNAVAILABLE");
    fake.queue("500");
    expect((await failure(ai.detect(DREAM))).code).toBe("AI_UNAVAILABLE");
  });
});

describe("the detect task on the built-in analyst", () => {
  it("gives the analyst's emotions and symbols, without a negated emotion", async () => {
    const ai = createAi({
      AI_PROVIDER: "builtin",
      AI_MODEL: undefined,
      AI_API_KEY: undefined,
      AI_BASE_URL: undefined,
      AI_TIMEOUT_MS: 1000,
      AI_MAX_RETRIES: 0,
    });
    const detections = await ai.detect(DREAM);
    expect(Object.keys(detections).sort()).toEqual(["emotions", "symbols"]);
    expect(detections.emotions.map((e) => e.emotion)).not.toContain("fear");
    expect(detections.symbols.map((s) => s.symbol)).toContain("ocean");
  });
});
