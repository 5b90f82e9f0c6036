import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { LEXICON } from "../../domain/symbols/lexicon";
import { detectAll } from "./detect";
import { DREAMS } from "./fixtures/dreams";
import { textHash } from "./hash";
import { createBuiltinAnalyst } from "./index";
import { readSentences } from "./nlp";
import { answeredBy, factsFrom } from "./question-facts";
import { dreamTypes, imageOf } from "./question-moments";
import { questionsFor } from "./questions";
import { suggestTypes } from "./suggest-types";

const analyst = createBuiltinAnalyst();
/** The questions for a dream, from questionsFor and as `analyze` gives them. */
const withText = (text: string) => questionsFor(detectAll(text), textHash(text), text);
const fromAnalyze = (text: string) => analyst.analyze(text).questions;
const paths = [
  ["from questionsFor", withText],
  ["from analyze", fromAnalyze],
] as const;

/**
 * Once per text, for the checks over whole sets: detection and the questions are most of this
 * file's time. The contract test below still asks twice afresh, to hold the same text to the same list.
 */
function once<T>(of: (text: string) => T): (text: string) => T {
  const known = new Map<string, T>();
  return (text) => {
    if (!known.has(text)) known.set(text, of(text));
    return known.get(text) as T;
  };
}
const detectOnce = once(detectAll);
const withTextOnce = once((text) => questionsFor(detectOnce(text), textHash(text), text));
const fromAnalyzeOnce = once(fromAnalyze);

const devSet: string[] = readFileSync(
  fileURLToPath(new URL("./fixtures/dev-set.jsonl", import.meta.url)),
  "utf8",
)
  .split("\n")
  .filter((line) => line.trim())
  .map((line) => (JSON.parse(line) as { text: string }).text);

function facts(text: string) {
  const detection = detectOnce(text);
  return { detection, facts: factsFrom(detection, readSentences(text)) };
}

function why(question: string, text: string, symbolId?: string): string | null {
  const { detection, facts: known } = facts(text);
  return answeredBy(
    question,
    known,
    detection.found.find((symbol) => symbol.symbol === symbolId),
  );
}

describe("questions: never about what the dream already says", () => {
  const water =
    "Was the water calm or rough, clear or murky, and how does that match how you have been feeling?";
  const door =
    "Was the door open or locked to you, and what opportunity or boundary in your life comes to mind?";

  it("does not ask an either/or whose choice the dream names (or one counted as the same)", () => {
    expect(why(water, "I was floating in clear water under a bridge.", "water")).not.toBeNull();
    expect(why(water, "The water in the canal was muddy and brown.", "water")).not.toBeNull();
    expect(why(door, "The door to the attic was locked.", "door")).not.toBeNull();
    expect(why(door, "I stood in front of a big green door.", "door")).toBeNull();
    expect(
      why("Did the rain feel gloomy or cleansing to you?", "It rained all day and I walked home.", "rain"),
    ).toBeNull();
  });

  it("replaces such a lexicon question by another on the same image", () => {
    for (const text of [
      "I was swimming in clear water and it was calm.",
      "The water was murky and rough and I could not see the bottom.",
      "The door was open and I walked through it into a garden.",
    ]) {
      for (const [, ask] of paths) {
        const questions = ask(text);
        expect(questions.some((question) => /calm or rough|open or locked/.test(question))).toBe(false);
      }
    }
  });

  it("asks no 'who' about the dream when the dream names the person, and no 'where' when it names the place", () => {
    const fight = "Who were you fighting, and where in your life do you feel you have to defend yourself?";
    expect(why(fight, "I was fighting with Mick outside the pub.", "attack")).not.toBeNull();
    expect(why(fight, "I had a fight with my brother.", "attack")).not.toBeNull();
    expect(why(fight, "Someone attacked me in the dark and we fought.", "attack")).toBeNull();
    const headed = "Where were you headed, and what change in your life might this journey stand for?";
    expect(why(headed, "We were on a long journey to Paris by train.", "journey")).not.toBeNull();
    expect(why(headed, "I was on a journey with nothing around me.", "journey")).toBeNull();
    for (const text of [
      "I was fighting with my brother in the kitchen and he punched me.",
      "Priya was driving the car too fast and we crashed on the motorway.",
      "I gave flowers to my wife at the station.",
    ]) {
      for (const [, ask] of paths) {
        for (const question of ask(text)) {
          expect(question).not.toMatch(/^who(?:se)?\b[^,?]*\b(?:was|were|did|held)\b/i);
          expect(question).not.toMatch(/^where (?:were you|was it|did)\b/i);
        }
      }
    }
  });

  it("gives no dream of the development set a question its text answers by these rules", () => {
    for (const text of devSet) {
      const { detection, facts: known } = facts(text);
      for (const question of withTextOnce(text)) {
        const symbol = detection.found.find((found) => found.entry.question === question);
        expect(answeredBy(question, known, symbol), `${question} / ${text}`).toBeNull();
      }
    }
  });
});

/** The symbol families a question is about: a lexicon question's, or those whose image it names. */
function families(question: string, text: string): string[] {
  const themes = LEXICON.filter((entry) => entry.question === question).map((entry) => entry.theme);
  for (const symbol of detectOnce(text).found) {
    const image = imageOf(symbol, new Set());
    if (image && question.includes(` ${image} `)) themes.push(symbol.entry.theme);
  }
  return [...new Set(themes)];
}

describe("questions: one per symbol family", () => {
  it("never asks two questions on one family (water, swimming and the ocean are all water)", () => {
    const text =
      "I was swimming in the ocean and the waves were huge. Then I was in a lake, and a river ran into it. The water was everywhere.";
    for (const [, ask] of paths) {
      const questions = ask(text);
      expect(
        questions.flatMap((question) => families(question, text)).filter((theme) => theme === "water").length,
      ).toBeLessThanOrEqual(1);
    }
    for (const dream of [...devSet.slice(0, 200), ...DREAMS.map((fixture) => fixture.text)]) {
      const seen = withTextOnce(dream).flatMap((question) => families(question, dream));
      expect(new Set(seen).size, dream).toBe(seen.length);
    }
  });
});

describe("questions: from the dream's strongest elements", () => {
  it("asks a lucid dream about its lucidity", () => {
    const text =
      "I was walking through a market when I realised I was dreaming. I decided to fly over the rooftops.";
    for (const [, ask] of paths)
      expect(ask(text).some((question) => /dreaming|lucid|a dream\b/.test(question))).toBe(true);
    expect(
      withText("I was on a beach and I thought, this is a dream! So I made the sea turn pink.").some((q) =>
        /dreaming|lucid|a dream\b/.test(q),
      ),
    ).toBe(true);
  });

  it("reads the dream types as suggest-types.ts does", () => {
    for (const text of devSet) expect(dreamTypes(detectOnce(text), text), text).toEqual(suggestTypes(text));
  });

  it("asks a nightmare about the fear and what the dreamer did", () => {
    const text =
      "A man with a knife chased me through the house. I was terrified and hid in the wardrobe, shaking.";
    for (const [, ask] of paths) {
      const about = ask(text).filter((question) => /fear|afraid|frighten|nightmare/.test(question));
      expect(
        about.some((question) => /you did|you reacted|you responded|you do|try|as you did/.test(question)),
      ).toBe(true);
    }
  });

  it("asks about the stated feeling in its own words, and quotes only what the dreamer wrote", () => {
    const text = "My sister Anna and I were baking a cake in the kitchen. I felt so happy.";
    for (const [, ask] of paths)
      expect(ask(text).some((question) => /\b(?:happy|joy)\b/.test(question))).toBe(true);
    for (const dream of devSet.slice(300)) {
      for (const question of withTextOnce(dream)) {
        for (const [, quoted] of question.matchAll(/“([^”]*)”/g)) expect(dream).toContain(quoted);
      }
    }
  });

  it("asks about the turning point, quoting it", () => {
    const text = "I was walking on a quiet beach. Suddenly the sand opened up and I fell into a cave.";
    expect(withText(text).some((question) => question.includes("“the sand opened up”"))).toBe(true);
  });

  it("asks about a person the dream names", () => {
    const text = "I was at the station with my grandmother. Her train never came and we waited all night.";
    for (const [, ask] of paths)
      expect(ask(text).some((question) => /your grandmother/.test(question))).toBe(true);
  });
});

describe("questions: varied", () => {
  it("never gives two different dreams the same list", () => {
    for (const ask of [withTextOnce, fromAnalyzeOnce]) {
      const lists = new Map<string, string>();
      for (const text of [...devSet, ...DREAMS.map((dream) => dream.text)]) {
        const key = JSON.stringify([...ask(text)].sort());
        const before = lists.get(key);
        if (before !== undefined) expect(before).toBe(text);
        lists.set(key, text);
      }
    }
  });

  it("asks no one question of more than 5% of the development set", () => {
    for (const ask of [withTextOnce, fromAnalyzeOnce]) {
      const asked = new Map<string, number>();
      for (const text of devSet)
        for (const question of ask(text)) asked.set(question, (asked.get(question) ?? 0) + 1);
      const [question, count] = [...asked].sort((a, b) => b[1] - a[1])[0] ?? ["", 0];
      expect(count / devSet.length, question).toBeLessThanOrEqual(0.05);
    }
  });

  it("keeps the contract: 3-5 distinct questions in the second person, ending with '?', the same for the same text", () => {
    for (const text of devSet.slice(0, 120)) {
      const questions = withText(text);
      expect(questions.length).toBeGreaterThanOrEqual(3);
      expect(questions.length).toBeLessThanOrEqual(5);
      expect(new Set(questions).size).toBe(questions.length);
      for (const question of questions) {
        expect(question.endsWith("?")).toBe(true);
        expect(question).toMatch(/\byou(?:r)?\b/i);
      }
      expect(withText(text)).toEqual(questions);
    }
  });
});
