import { describe, expect, it } from "vitest";
import { detectAll } from "./detect";
import { createBuiltinAnalyst, type InterpretInput } from "./index";
import { interpretWith } from "./interpret";
import type { DreamSign } from "./types";

const analyst = createBuiltinAnalyst();
/** The interpretation whole: its sentences joined. */
const interpret = (input: InterpretInput) => [...analyst.interpret(input)].join("");
const CHASE =
  "I was being chased through dark water by a dog. I was terrified. My mother was watching from a bridge.";
const base: InterpretInput = {
  dream: { title: "Chased Through Water", content: CHASE, date: "2026-03-04", types: [] },
  answers: [],
  distilled: [],
  personal: null,
  recurring: null,
  signs: [],
  related: [],
};
const paragraphs = (text: string) => text.split("\n\n");
const questions = analyst.analyze(CHASE).questions;

describe("built-in analyst: interpret", () => {
  it("reads the dream from its own details in 3-6 paragraphs, with only **bold** markup", () => {
    const text = interpret(base);
    expect(paragraphs(text).length).toBeGreaterThanOrEqual(3);
    expect(paragraphs(text).length).toBeLessThanOrEqual(6);
    expect(text).toContain("“Chased Through Water”");
    expect(text).toContain("4 March 2026");
    // Its images in its own words, its people, and whole clauses quoted.
    expect(text).toContain("**dark water**");
    expect(text).toContain("**your mother**");
    expect(text).toContain("“I was being chased through dark water by a dog”");
    expect(text).not.toMatch(/<|\[|\]\(|^#|`/m);
    expect(text).not.toContain("Dreams rarely carry one fixed meaning");
  });

  it("weaves the answers in: a short one as a statement, a long one in the dreamer's words, never asked again", () => {
    const asked = [
      "Did the water feel calm or threatening?",
      questions[0] ?? "What does the dog remind you of?",
      "Is there something unresolved between you and your mother?",
    ];
    const text = interpret({
      ...base,
      answers: [
        { question: asked[0] as string, answer: "Calm" },
        { question: asked[1] as string, answer: "My thesis deadline, and I feel anxious about it." },
        { question: asked[2] as string, answer: "Yes" },
      ],
    });
    expect(text).toContain("the water felt calm");
    expect(text).toContain("“My thesis deadline, and I feel anxious about it”");
    expect(text).toContain("worry");
    expect(text).toContain("there is something unresolved between you and your mother");
    expect(text).not.toContain("“Yes”");
    for (const question of [...questions, ...asked]) expect(text).not.toContain(question);
    expect(text).not.toContain("There are no follow-up answers");
  });

  it("closes on none of the analysis's questions", () => {
    const text = interpret({ ...base, answers: [{ question: questions[0] ?? "", answer: "Work." }] });
    const closing = paragraphs(text).at(-1) ?? "";
    for (const question of questions) expect(closing).not.toContain(question);
    expect(closing).not.toContain("A question to carry with you");
  });

  it("speaks of a nightmare's fear and of what the dreamer did", () => {
    const text = interpret({
      ...base,
      dream: {
        ...base.dream,
        content:
          "A man in a grey coat followed me down the corridor. I was terrified. I ran into the kitchen and locked the door behind me.",
        types: ["nightmare"],
      },
    });
    expect(text).toMatch(/\bnightmare\b/);
    expect(text).toContain("“I was terrified”");
    expect(text).toContain("I ran into the kitchen");
  });

  it("speaks of a lucid dream's lucidity and what the dreamer did once aware", () => {
    const text = interpret({
      ...base,
      dream: {
        ...base.dream,
        content:
          "I was walking on a beach when I realised I was dreaming. So I decided to fly over the sea. It felt wonderful.",
        types: ["lucid"],
      },
    });
    expect(text).toMatch(/\blucid\b/);
    expect(text).toContain("I realised I was dreaming");
    expect(text).toContain("So I decided to fly over the sea");
    expect(text).not.toContain("you acted: “I was walking on a beach");
  });

  it("names a dream sign's pattern: how often since when, and what is new this time", () => {
    const flying: DreamSign = {
      symbol: "flying",
      label: "Flying",
      earlier: 4,
      since: "2026-05-02",
      earlierTypes: {},
    };
    const text = interpret({
      ...base,
      dream: {
        title: "Over the Roofs",
        content: "I was flying over the roofs of my town and I knew I was dreaming. I felt free.",
        date: "2026-09-10",
        types: ["lucid"],
      },
      signs: [flying],
    });
    expect(text).toMatch(/\*\*flying\*\*/i);
    expect(text).toMatch(/fifth|four earlier dreams/);
    expect(text).toContain("2 May");
    expect(text).toMatch(/first .*knew you were dreaming|knew you were dreaming.*first/);
  });

  it("links an earlier dream only with its reason and types, and leaves passing matches unnamed", () => {
    const text = interpret({
      ...base,
      related: [
        {
          title: "The Flooded Street",
          date: "2026-02-11",
          sharedSymbols: ["chase", "water"],
          signs: [],
          types: ["nightmare"],
          symbolCount: 3,
        },
        // One image among many of a busy dream: in the context, not named in the reading.
        {
          title: "The Long Party",
          date: "2026-02-01",
          sharedSymbols: ["dog", "water"],
          signs: [],
          types: [],
          symbolCount: 12,
        },
      ],
    });
    expect(text).toContain("“The Flooded Street” (11 February)");
    expect(text).toMatch(/“The Flooded Street” \(11 February\), [^.]*\*\*being chased\*\* and \*\*water\*\*/);
    expect(text).toContain("nightmare");
    expect(text).not.toContain("The Long Party");
    expect(text).not.toContain("It echoes earlier dreams");
  });

  it("links by one shared dream sign only when it stands out in this dream, not a person met in passing", () => {
    const mother: DreamSign = {
      symbol: "mother",
      label: "Mother",
      earlier: 3,
      since: "2026-01-05",
      earlierTypes: {},
    };
    const related = [
      {
        title: "Sunday Lunch",
        date: "2026-02-11",
        sharedSymbols: ["mother"],
        signs: ["mother"],
        symbolCount: 2,
      },
    ];
    const reading = (content: string) =>
      interpret({
        ...base,
        dream: { ...base.dream, title: "The Kitchen", content },
        signs: [mother],
        related,
      });
    expect(reading("My mother was in the kitchen, peeling apples by the window.")).not.toContain(
      "“Sunday Lunch”",
    );
    expect(reading("My mother was in the kitchen. My mother was peeling apples.")).toContain(
      "“Sunday Lunch”",
    );
  });

  it("uses distilled notes and recurring dreams, and personal info only where it adds something", () => {
    const personal = "Gender: female; born in 1990.";
    const text = interpret({
      ...base,
      distilled: ["Keeps dreaming of water when work is heavy."],
      personal,
      recurring: "I often dream of deep water and being chased.",
    });
    expect(text).toContain("“Keeps dreaming of water when work is heavy”");
    expect(text).toContain("“I often dream of deep water and being chased”");
    expect(text).toMatch(/shares \*\*.*water\*\*/);
    // A chase through water says nothing about a stage of life: no age, no filler.
    expect(text).not.toMatch(/\b36\b|born in 1990|stage of life/);
    const exam = interpret({
      ...base,
      dream: {
        ...base.dream,
        content: "I was back at school sitting an exam and I had not revised. I panicked.",
      },
      personal,
    });
    expect(exam).toMatch(/\b36\b/);
    const different = interpret({ ...base, recurring: "My teeth fall out in an exam." });
    expect(different).toMatch(/does not repeat their images/);
  });

  it("is deterministic and never names the dreamer", () => {
    const input = {
      ...base,
      answers: [{ question: "Who was on the bridge?", answer: "My mother, she always worried." }],
    };
    expect(interpret(input)).toBe([...createBuiltinAnalyst().interpret(input)].join(""));
    expect(interpret(input)).not.toMatch(/\b(Dear|Hello|Hi)\b/);
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
    expect(first.value).toContain("“Chased Through Water”");
    // The recurring dreams' paragraph is not composed yet: their text has not been read.
    expect(read).not.toContain(input.recurring);
    const rest = [...pieces];
    expect(read).toContain(input.recurring);
    expect(rest.length).toBeGreaterThan(4);
    expect([first.value, ...rest].join("")).toBe(interpret(input));
  });
});
