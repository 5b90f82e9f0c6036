import { describe, expect, it } from "vitest";
import { createBuiltinAnalyst } from "../index";
import { endingQuote } from "./ending";
import { textOf } from "./say";
import { readingOf } from "./test-reading";
import { WORDING } from "./wording";

const analyst = createBuiltinAnalyst();

/** Words in French quotation marks, with their narrow no-break spaces. */
const fr = (words: string) => `${WORDING.fr.quotes[0]}${words}${WORDING.fr.quotes[1]}`;

describe("a reading names the dream's images in the dream's own words", () => {
  it("quotes the words the dream uses for an image the lexicon names otherwise", () => {
    const text = readingOf(
      "Je visitais une immense cathédrale vide. Au fond, un vieil homme allumait des cierges.",
    );
    expect(text).toContain(`**l’église** (${fr("une immense cathédrale")})`);
    expect(text).toContain(`**la bougie** (${fr("des cierges")})`);
  });

  it("quotes the same words once, when two images are read in them", () => {
    const text = readingOf("Ich stand in einem dunklen Wald. Neben mir schlief ein alter Hund.");
    const [scene = ""] = text.split(/(?<=\.) (?=\p{Lu})/u);
    expect(scene.split("„einem dunklen Wald“").length - 1).toBeLessThanOrEqual(1);
  });
});

describe("the ending of a dream told in one sentence", () => {
  it("is its last clauses, when they are only a part of it", () => {
    const text =
      "Je rangeais la cuisine de ma tante, et soudain un renard roux entrait par la porte du jardin.";
    expect(endingQuote(text, "fr", WORDING.fr)).toBe(
      fr("et soudain un renard roux entrait par la porte du jardin"),
    );
  });

  it("is nothing when its last clause is all of it, or a waking up", () => {
    expect(endingQuote("Un chat dormait sur mon lit.", "fr", WORDING.fr)).toBeNull();
    const waking =
      "Ich flog über die Dächer der Altstadt, die Sonne ging langsam unter, und dann bin ich aufgewacht.";
    expect(endingQuote(waking, "de", WORDING.de)).toBeNull();
  });
});

describe("the questions of a dream in another language", () => {
  it("ask about a third image before any general question", () => {
    const text = "Je mangeais une tarte dans la cuisine de ma grand-mère avec un chien noir sur les genoux.";
    const { questions } = analyst.analyze(text);
    const images = ["la nourriture", "la cuisine", "le chien"];
    for (const image of images)
      expect(
        questions.some((question) => question.includes(image)),
        image,
      ).toBe(true);
  });

  it("ask the dictionary's own question of a common image in few dreams", () => {
    const own = textOf("es", "food").question;
    const dreams = Array.from(
      { length: 60 },
      (_, i) => `Comía pan caliente con mi prima en una terraza número ${i + 1}, y nadie hablaba.`,
    );
    const asked = dreams.filter((dream) => analyst.analyze(dream).questions.includes(own)).length;
    expect(asked / dreams.length).toBeLessThan(0.25);
  });
});
