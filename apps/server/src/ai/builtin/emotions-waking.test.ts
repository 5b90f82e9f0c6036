import { describe, expect, it } from "vitest";
import { findFeelings } from "./detect-emotions";
import { FEELINGS_BY_CLASS, HVDC_CLASS } from "./feelings";
import { readSentences } from "./nlp";

const feelings = (text: string) =>
  findFeelings(readSentences(text)).map((f) => `${f.emotion}/${f.who}/${f.waking ? "waking" : "dream"}`);

describe("emotions: feelings on waking are kept apart from the dream's", () => {
  const cases: [string, string[]][] = [
    ["I was relieved that it was only a dream.", ["relief/dreamer/waking"]],
    ["I woke up terrified.", ["fear/dreamer/waking"]],
    ["When I woke up, I was relieved.", ["relief/dreamer/waking"]],
    [
      "A bear chased me and I was terrified. Then I woke up. I was still shaking and relieved.",
      ["fear/dreamer/dream", "relief/dreamer/waking"],
    ],
    ["I was so scared that I woke up.", ["fear/dreamer/dream"]],
    ["I was scared and then I woke up.", ["fear/dreamer/dream"]],
    // Waking up inside the dream is the dream.
    ["I woke up in a forest and I was amazed.", ["awe/dreamer/dream"]],
    // A waking believed, tried or in brackets is not one: only the report's last waking ends the dream.
    [
      "I decided I was awake. Then I was really confused. Then the floor tilted.",
      ["confusion/dreamer/dream"],
    ],
    ["I was wide awake on the operating table. I was terrified.", ["fear/dreamer/dream"]],
    ["I tried to wake myself up by blinking. I was properly scared. Then I woke up.", ["fear/dreamer/dream"]],
    [
      "I woke up (in the dream) and heard steps. I was petrified. When I properly woke up I was too scared to move.",
      ["fear/dreamer/dream", "fear/dreamer/waking"],
    ],
  ];
  for (const [text, expected] of cases) {
    it(`"${text}" → ${expected.join(", ")}`, () => {
      expect(feelings(text)).toEqual(expected);
    });
  }
});

describe("emotions: the vocabulary", () => {
  const groups = Object.values(FEELINGS_BY_CLASS).flat();
  const terms = groups.flatMap((group) => group.terms);

  it("holds a few hundred expressions, each once", () => {
    expect(terms.length).toBeGreaterThanOrEqual(300);
    expect(new Set(terms).size).toBe(terms.length);
  });

  it("files each emotion under its Hall–Van de Castle class", () => {
    for (const [label, list] of Object.entries(FEELINGS_BY_CLASS)) {
      for (const group of list) expect(HVDC_CLASS[group.emotion], group.terms[0]).toBe(label);
    }
  });

  it("lists words for every emotion of the vocabulary, with an intensity", () => {
    for (const emotion of Object.keys(HVDC_CLASS)) {
      expect(groups.some((group) => group.emotion === emotion)).toBe(true);
    }
    for (const group of groups) expect([1, 2, 3]).toContain(group.intensity);
  });
});
