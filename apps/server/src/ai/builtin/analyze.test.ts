import { describe, expect, it } from "vitest";
import { DREAMS } from "./fixtures/dreams";
import { createBuiltinAnalyst, UNREAD } from "./index";

const analyst = createBuiltinAnalyst();
const english = DREAMS.filter((dream) => !dream.unread);
const foreign = DREAMS.filter((dream) => dream.unread);

/** Sentences of an analysis, ignoring punctuation inside “quotations”. */
function sentenceCount(text: string): number {
  return text
    .replace(/“[^”]*”/g, "Q")
    .split(/(?<=[.!?])\s+(?=[A-Z*])/)
    .filter(Boolean).length;
}

describe("built-in analyst: brief analysis and questions", () => {
  for (const dream of english) {
    it(`${dream.id}: names what is in the dream, in 2-4 sentences, with 3-5 questions`, () => {
      const { output, questions } = analyst.analyze(dream.text);
      const bolded = [...output.matchAll(/\*\*([^*]+)\*\*/g)].map((match) => match[1]?.toLowerCase());
      const found = analyst.detect(dream.text).symbols;
      const named = found.filter((symbol) => bolded.includes(symbol.label.toLowerCase()));
      expect(named.length).toBeGreaterThan(0);
      for (const symbol of named) {
        expect(symbol.evidence.some((words) => dream.text.toLowerCase().includes(words.toLowerCase()))).toBe(
          true,
        );
      }
      expect(sentenceCount(output)).toBeGreaterThanOrEqual(2);
      expect(sentenceCount(output)).toBeLessThanOrEqual(4);
      expect(questions.length).toBeGreaterThanOrEqual(3);
      expect(questions.length).toBeLessThanOrEqual(5);
      for (const question of questions) {
        expect(question.endsWith("?")).toBe(true);
        expect(question).toMatch(/\byou(r)?\b/i);
      }
      expect(new Set(questions).size).toBe(questions.length);
    });
  }

  it("gives no two fixture dreams the same question set", () => {
    const sets = DREAMS.map((dream) => JSON.stringify([...analyst.analyze(dream.text).questions].sort()));
    expect(new Set(sets).size).toBe(DREAMS.length);
  });

  it("mentions the dreamer's feeling with their words, and says so when no feeling is named", () => {
    expect(analyst.analyze("I was flying over a lake and I felt so happy.").output).toContain("joy");
    expect(analyst.analyze("I was on a train going north past fields.").output).toContain(
      "You do not name a feeling directly",
    );
  });

  it("is deterministic: a fresh analyst gives the same title, analysis and detection", () => {
    const other = createBuiltinAnalyst();
    for (const dream of DREAMS) {
      expect(other.analyze(dream.text)).toEqual(analyst.analyze(dream.text));
      expect(other.title(dream.text)).toBe(analyst.title(dream.text));
      expect(other.detect(dream.text)).toEqual(analyst.detect(dream.text));
    }
  });

  it("gives a non-English dream a clear note, a title and 3 general questions", () => {
    expect(foreign.length).toBeGreaterThanOrEqual(2);
    for (const dream of foreign) {
      const { output, questions } = analyst.analyze(dream.text);
      expect(output).toBe(UNREAD.en.note);
      expect(
        output.startsWith(
          "The built-in analyst reads English, French, Spanish, German, Italian and Portuguese;",
        ),
      ).toBe(true);
      expect(questions).toHaveLength(3);
      for (const question of questions) expect(UNREAD.en.questions).toContain(question);
      expect(analyst.title(dream.text).length).toBeGreaterThan(0);
    }
  });

  it("says so in the reader's language, whatever the dream's", () => {
    const dutch = "Ik droomde dat ik door een donker bos liep en heel bang was voor de wolven.";
    for (const reader of ["fr", "es", "de", "it", "pt"] as const) {
      const { output, questions } = analyst.analyze(dutch, reader);
      expect(output).toBe(UNREAD[reader].note);
      expect(questions).toHaveLength(3);
      for (const question of questions) expect(UNREAD[reader].questions).toContain(question);
    }
    // A dream in a language Somnia reads is read whoever reads it.
    const english = "I was chased through a dark forest and I was terrified.";
    expect(analyst.analyze(english, "de").output).not.toBe(UNREAD.de.note);
    const french = "Je volais au-dessus de Paris et j'avais très peur de tomber dans la Seine.";
    expect(analyst.analyze(french, "de").output).not.toBe(UNREAD.de.note);
  });

  it("has the same number of general questions in every language", () => {
    for (const words of Object.values(UNREAD))
      expect(words.questions).toHaveLength(UNREAD.en.questions.length);
  });
});

describe("built-in analyst: titles", () => {
  it("gives every English fixture a 2-4 word title built from what it found", () => {
    for (const dream of english) {
      const title = analyst.title(dream.text);
      const words = title.split(" ");
      expect(words.length, title).toBeGreaterThanOrEqual(2);
      expect(words.length, title).toBeLessThanOrEqual(4);
    }
  });

  it("combines an action with a setting, and falls back when nothing is recognised", () => {
    expect(analyst.title("I was chased through the water by a shadow.")).toBe("Chased Through Water");
    expect(analyst.title("My teeth were falling out.")).toBe("Dream of Teeth");
    expect(analyst.title("I fell off a cliff into the sea.")).toBe("Falling From the Cliff");
    expect(analyst.title("I was walking in a snowy field, feeling peaceful.")).toBe("Peaceful Snow");
    expect(analyst.title("Blue numbers arranged themselves quietly somewhere.")).toBe(
      "Dream about numbers and arranged",
    );
  });
});
