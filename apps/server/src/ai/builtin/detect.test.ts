import { detectionsSchema } from "@somnia/shared/detections";
import { describe, expect, it } from "vitest";
import { DREAMS } from "./fixtures/dreams";
import { createBuiltinAnalyst } from "./index";

const analyst = createBuiltinAnalyst();
const key = (e: { emotion: string; who: string; whoName?: string }) =>
  `${e.emotion}/${e.who}/${e.whoName ?? ""}`;

describe("built-in analyst: detection on the fixture dreams", () => {
  it("has at least 30 varied fixtures", () => {
    expect(DREAMS.length).toBeGreaterThanOrEqual(30);
    expect(new Set(DREAMS.map((dream) => dream.id)).size).toBe(DREAMS.length);
  });

  for (const dream of DREAMS) {
    it(`${dream.id}: reports exactly the expected emotions and the expected symbols`, () => {
      const found = analyst.detect(dream.text);
      expect(found.language).toBe(dream.unread ? null : "en");
      expect(found.emotions.map(key).sort()).toEqual(dream.emotions.map(key).sort());
      const symbols = found.symbols.map((symbol) => symbol.symbol);
      for (const symbol of dream.symbols) expect(symbols).toContain(symbol);
      for (const symbol of dream.notSymbols ?? []) expect(symbols).not.toContain(symbol);
      for (const person of dream.people ?? []) expect(found.people).toContain(person);
      if (dream.tense) expect(found.tense).toBe(dream.tense);
      expect(detectionsSchema.safeParse({ emotions: found.emotions, symbols: found.symbols }).success).toBe(
        true,
      );
    });
  }

  it("gives the dream's own words as evidence", () => {
    for (const dream of DREAMS) {
      const found = analyst.detect(dream.text);
      const text = dream.text.toLowerCase();
      for (const emotion of found.emotions) expect(text).toContain(emotion.evidence.toLowerCase());
      for (const symbol of found.symbols) {
        for (const words of symbol.evidence) expect(text).toContain(words.toLowerCase());
      }
    }
  });
});

describe("built-in analyst: negated and hypothetical emotions are not reported", () => {
  const silent = [
    "I wasn't afraid.",
    "I was not afraid of the dark hallway.",
    "I didn't feel scared at all.",
    "There was no fear.",
    "I felt no anger toward him.",
    "I never felt happy in that house.",
    "Nobody was angry.",
    "I walked without any fear.",
    "I would have been scared.",
    "If I had been afraid, I would have run.",
    "I thought I might panic.",
    "I wanted to be happy.",
    "I wasn't so scared.",
    "I would be so happy.",
    "I hoped she was not sad.",
    "Was I scared?",
  ];
  for (const sentence of silent) {
    it(`"${sentence}" → no emotion`, () => {
      expect(analyst.detect(sentence).emotions).toEqual([]);
    });
  }

  it("keeps an emotion stated before a hypothetical, and one after a negated clause", () => {
    expect(analyst.detect("I was afraid I would fall.").emotions.map(key)).toEqual(["fear/dreamer/"]);
    expect(analyst.detect("I wasn't scared but I was angry.").emotions.map(key)).toEqual(["anger/dreamer/"]);
    expect(analyst.detect("I felt no fear, only joy.").emotions.map(key)).toEqual(["joy/dreamer/"]);
    expect(analyst.detect("I could feel the dread in the room.").emotions.map(key)).toEqual([
      "fear/dreamer/",
    ]);
    expect(analyst.detect("I don't know why I was so sad.").emotions.map(key)).toEqual(["sadness/dreamer/"]);
  });

  it("finds who felt it: the object of a causative verb, a named character, a pronoun's antecedent", () => {
    expect(analyst.detect("The dog scared me.").emotions.map(key)).toEqual(["fear/dreamer/"]);
    expect(analyst.detect("It frightened my sister.").emotions.map(key)).toEqual(["fear/other/sister"]);
    expect(analyst.detect("A frightened child hid behind the car.").emotions.map(key)).toEqual([
      "fear/other/child",
    ]);
    expect(analyst.detect("I met Anna at the station. She was furious.").emotions.map(key)).toEqual([
      "anger/other/Anna",
    ]);
  });
});

describe("built-in analyst: long dreams", () => {
  it("stays within the shared schema's bounds and analyses a 20,000-character dream quickly", () => {
    const sentences = DREAMS.filter((dream) => !dream.unread).map((dream) => dream.text);
    const text = Array.from({ length: 20 }, () => sentences.join(" "))
      .join(" ")
      .slice(0, 20_000);
    const started = performance.now();
    const found = analyst.detect(text);
    const { questions } = analyst.analyze(text);
    expect(performance.now() - started).toBeLessThan(5_000);
    expect(detectionsSchema.safeParse({ emotions: found.emotions, symbols: found.symbols }).success).toBe(
      true,
    );
    expect(questions.length).toBeGreaterThanOrEqual(3);
  });
});
