import { describe, expect, it } from "vitest";
import {
  detectionsSchema,
  EMOTIONS,
  emotionDetectionSchema,
  isEmotion,
  symbolDetectionSchema,
} from "./detections";

describe("detections schema", () => {
  it("has the sixteen emotions of the fixed vocabulary", () => {
    expect(EMOTIONS).toHaveLength(16);
    expect(isEmotion("awe")).toBe(true);
    expect(isEmotion("boredom")).toBe(false);
  });

  it("accepts a well-formed detection set", () => {
    const parsed = detectionsSchema.parse({
      emotions: [
        { emotion: "fear", who: "dreamer", evidence: "I was terrified" },
        { emotion: "joy", who: "other", whoName: "Sarah", evidence: "Sarah was laughing" },
      ],
      symbols: [{ symbol: "water", label: "Water", evidence: ["water"] }],
    });
    expect(parsed.emotions[1]?.whoName).toBe("Sarah");
  });

  it("rejects emotions outside the vocabulary, unknown experiencers and empty evidence", () => {
    expect(
      emotionDetectionSchema.safeParse({ emotion: "boredom", who: "dreamer", evidence: "x" }).success,
    ).toBe(false);
    expect(emotionDetectionSchema.safeParse({ emotion: "fear", who: "cat", evidence: "x" }).success).toBe(
      false,
    );
    expect(emotionDetectionSchema.safeParse({ emotion: "fear", who: "dreamer", evidence: " " }).success).toBe(
      false,
    );
  });

  it("requires symbol ids in lexicon form", () => {
    expect(
      symbolDetectionSchema.safeParse({ symbol: "Being Chased", label: "x", evidence: [] }).success,
    ).toBe(false);
    expect(
      symbolDetectionSchema.safeParse({ symbol: "chase", label: "Being chased", evidence: [] }).success,
    ).toBe(true);
  });
});
