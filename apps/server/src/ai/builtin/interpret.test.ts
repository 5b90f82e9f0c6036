import { describe, expect, it } from "vitest";
import { detectAll } from "./detect";
import { createBuiltinAnalyst, type InterpretInput } from "./index";
import { interpretWith } from "./interpret";

const analyst = createBuiltinAnalyst();
/** The interpretation whole: its sentences joined. */
const interpret = (input: InterpretInput) => [...analyst.interpret(input)].join("");
const base: InterpretInput = {
  dream: {
    title: "Chased Through Water",
    content:
      "I was being chased through dark water by a dog. I was terrified. My mother was watching from a bridge.",
    date: "2026-03-04",
  },
  answers: [],
  distilled: [],
  personal: null,
  recurring: null,
  related: [],
};
const paragraphs = (text: string) => text.split("\n\n");

describe("built-in analyst: interpret", () => {
  it("reads the dream itself in 3-6 paragraphs with only **bold** markup", () => {
    const text = interpret(base);
    expect(paragraphs(text).length).toBeGreaterThanOrEqual(3);
    expect(paragraphs(text).length).toBeLessThanOrEqual(6);
    expect(text).toContain("“Chased Through Water” from 4 March 2026");
    expect(text).toContain("**being chased**");
    expect(text).not.toMatch(/<|\[|\]\(|^#|`/m);
  });

  it("uses the answers", () => {
    const text = interpret({
      ...base,
      answers: [
        { question: "What are you avoiding?", answer: "My thesis deadline, and I feel anxious about it." },
      ],
    });
    expect(text).toContain("“My thesis deadline, and I feel anxious about it”");
    expect(text).toContain("worry");
    expect(text).not.toContain("There are no follow-up answers");
  });

  it("uses distilled info and personal info", () => {
    const text = interpret({
      ...base,
      distilled: ["Keeps dreaming of water when work is heavy."],
      personal: "Female, born in 1992.",
    });
    expect(text).toContain("“Keeps dreaming of water when work is heavy”");
    expect(text).toContain("**Water** appears there too");
    expect(text).toContain("“Female, born in 1992”");
  });

  it("connects to the recurring dreams, by shared symbol or by contrast", () => {
    const shared = interpret({ ...base, recurring: "I often dream of deep water and being chased." });
    expect(shared).toContain("“I often dream of deep water and being chased”");
    expect(shared).toMatch(/shares \*\*.*water\*\*/);
    const different = interpret({ ...base, recurring: "My teeth fall out in an exam." });
    expect(different).toContain("does not repeat their images");
  });

  it("mentions a related earlier dream by title, date and shared symbol", () => {
    const text = interpret({
      ...base,
      related: [{ title: "The Flooded Street", date: "2026-02-11", sharedSymbols: ["water", "chase"] }],
    });
    expect(text).toContain(
      "“The Flooded Street” from 11 February 2026, which also held **water** and **being chased**",
    );
  });

  it("uses every input at once within 6 paragraphs, and never a name for the dreamer", () => {
    const text = interpret({
      ...base,
      answers: [{ question: "Who was on the bridge?", answer: "My mother, she always worried." }],
      distilled: ["Feels pressure at work."],
      personal: "Male, born in 1985.",
      recurring: "Being chased by dogs.",
      related: [{ title: "Dogs at Night", date: "2026-01-02", sharedSymbols: ["dog"] }],
    });
    expect(paragraphs(text)).toHaveLength(6);
    expect(text).not.toMatch(/\b(Dear|Hello|Hi)\b/);
    expect([...createBuiltinAnalyst().interpret(base)].join("")).toBe(interpret(base));
  });

  it("yields the reading sentence by sentence, composing a paragraph only once the previous one is out", () => {
    const input = { ...base, recurring: "I often dream of deep water." };
    const read: string[] = [];
    const pieces = interpretWith(input, (text) => {
      read.push(text);
      return detectAll(text);
    });
    const first = pieces.next();
    expect(first.done).toBe(false);
    expect(first.value).toBe(
      "The dream “Chased Through Water” from 4 March 2026 centres on **being chased**, **water**, **dog** and **darkness**. ",
    );
    // The recurring dreams' paragraph is not composed yet: their text has not been read.
    expect(read).not.toContain(input.recurring);
    const rest = [...pieces];
    expect(read).toContain(input.recurring);
    expect(rest.length).toBeGreaterThan(4);
    expect([first.value, ...rest].join("")).toBe(interpret(input));
  });
});
