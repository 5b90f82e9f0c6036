import { describe, expect, it } from "vitest";
import { createBuiltinAnalyst } from "./index";

const analyst = createBuiltinAnalyst();
const dream =
  "I was being chased through dark water by a dog. I was terrified. My mother was watching from a bridge.";
const [q1 = "", q2 = "", q3 = ""] = analyst.analyze(dream).questions;

describe("built-in analyst: distill", () => {
  it("summarises themes, feelings and the person's own words in 2-5 short key points", () => {
    const { keyPoints, pairs } = analyst.distill({
      dream,
      qa: [
        { question: q1, answer: "Probably my thesis deadline, I keep putting it off and I feel anxious." },
        { question: q2, answer: "   " },
        { question: q3, answer: null },
      ],
    });
    expect(keyPoints.length).toBeGreaterThanOrEqual(2);
    expect(keyPoints.length).toBeLessThanOrEqual(5);
    for (const point of keyPoints) expect(point.length).toBeLessThan(140);
    expect(keyPoints.join("\n")).toContain("being chased");
    expect(keyPoints.join("\n")).toContain("fear");
    expect(keyPoints.join("\n")).toContain("“Probably my thesis deadline");
    expect(keyPoints.join("\n")).toContain("worry");
    expect(pairs).toEqual([
      { question: q1, answer: "Probably my thesis deadline, I keep putting it off and I feel anxious." },
    ]);
  });

  it("changes with the answers, and says so when nothing was answered", () => {
    const a = analyst.distill({
      dream,
      qa: [{ question: q1, answer: "My boss, who keeps moving deadlines." }],
    });
    const b = analyst.distill({
      dream,
      qa: [{ question: q1, answer: "An old friend I never called back." }],
    });
    expect(a.keyPoints).not.toEqual(b.keyPoints);
    const none = analyst.distill({
      dream: { title: "x", content: dream },
      qa: [{ question: q1, answer: "" }],
    });
    expect(none.pairs).toEqual([]);
    expect(none.keyPoints).toContain("No follow-up questions were answered.");
  });

  it("keeps a short answer as a statement with the question's content, never a bare 'Yes'", () => {
    const points = (qa: { question: string; answer: string }[]) => analyst.distill({ dream, qa }).keyPoints;
    const text = [
      ...points([
        { question: "Did the sea feel calm or threatening?", answer: "Calm" },
        { question: "Is there something unresolved between you and your mother?", answer: "Yes." },
      ]),
      ...points([
        { question: "Is there something you would like to wash away?", answer: "No" },
        {
          question: "What deadline or expectation feels most pressing in your life right now?",
          answer: "Work",
        },
      ]),
    ].join("\n");
    expect(text).toContain("The sea felt calm.");
    expect(text).toContain("There is something unresolved between me and my mother.");
    expect(text).toContain("There is nothing I would like to wash away.");
    expect(text).toContain("Work feels most pressing in my life right now.");
    expect(text).not.toMatch(/On [^:]+: ['“]?(Yes|No|Calm)/);
    expect(text).not.toMatch(/[:] “?(Yes|No)”?\.?$/m);
  });

  it("keeps a longer answer in the person's own words, after what was asked", () => {
    const { keyPoints } = analyst.distill({
      dream,
      qa: [
        {
          question: "What does your mother in this dream bring out in you?",
          answer: "Guilt, I think. We haven't really talked since the summer.",
        },
      ],
    });
    expect(keyPoints.join("\n")).toContain(
      "What my mother in this dream brings out in me: “Guilt, I think” and “We haven't really talked since the summer”.",
    );
  });

  it("says a short answer it cannot make a statement of with the question it answers", () => {
    const { keyPoints } = analyst.distill({
      dream,
      qa: [{ question: "Was swimming easy or a struggle?", answer: "Yes" }],
    });
    expect(keyPoints.join("\n")).toContain(
      "Answered “Yes” when asked whether swimming was easy or a struggle.",
    );
  });

  it("is deterministic", () => {
    const input = { dream, qa: [{ question: q1, answer: "Work, mostly." }] };
    expect(createBuiltinAnalyst().distill(input)).toEqual(analyst.distill(input));
  });

  it("uses the chips the user edited instead of the dream's own detection", () => {
    const detections = {
      emotions: [{ emotion: "awe" as const, who: "dreamer" as const }],
      symbols: [{ symbol: "house", label: "House" }],
    };
    const text = analyst.distill({ dream, qa: [], detections }).keyPoints.join("\n");
    expect(text).toContain("Dream themes: house.");
    expect(text).toContain("Feelings in the dream: awe.");
    expect(text).not.toContain("being chased");
    expect(text).not.toContain("fear");
  });
});
