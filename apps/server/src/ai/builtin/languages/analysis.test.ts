import { fallbackDreamTitle } from "@somnia/shared/fallback-title";
import { describe, expect, it } from "vitest";
import { sentencesOf } from "../../sentences";
import { createBuiltinAnalyst, UNREAD } from "../index";
import { WORDING } from "./wording";
import { MIN_VARIANTS } from "./wording/types";

const analyst = createBuiltinAnalyst();

/** One dream per language, with the emotion, symbol and feeling name its analysis must show. */
const DREAMS = [
  {
    language: "fr",
    text: "Je volais au-dessus de Paris et j'avais très peur de tomber dans la Seine.",
    emotion: "fear",
    symbol: "flying",
  },
  {
    language: "es",
    text: "Estaba en la casa de mi infancia y me sentía muy feliz y tranquila.",
    emotion: "joy",
    symbol: "childhood-home",
  },
  {
    language: "de",
    text: "Ich war in einem dunklen Wald und hatte große Angst vor den Wölfen.",
    emotion: "fear",
    symbol: "forest",
  },
  {
    language: "it",
    text: "Ero nella mia vecchia scuola e avevo una paura terribile di essere interrogata davanti a tutti.",
    emotion: "fear",
    symbol: "school",
  },
  {
    language: "pt",
    text: "Eu estava numa praia enorme com a minha irmã e me sentia muito feliz, o mar estava calmo.",
    emotion: "joy",
    symbol: "beach",
  },
] as const;

describe.each(DREAMS)("a dream written in $language", ({ language, text, emotion, symbol }) => {
  const wording = WORDING[language];

  it("is read in its language: the dreamer's feeling and its images", () => {
    const found = analyst.detect(text);
    expect(found.language).toBe(language);
    expect(found.emotions).toContainEqual(expect.objectContaining({ emotion, who: "dreamer" }));
    expect(found.symbols.map((entry) => entry.symbol)).toContain(symbol);
  });

  it("gets an analysis and questions written in its language, whoever reads it", () => {
    for (const reader of ["en", language] as const) {
      const { output, questions } = analyst.analyze(text, reader);
      expect(output).toContain(wording.emotions[emotion].the);
      expect(output).toMatch(/\*\*[^*]+\*\*/);
      expect(output).not.toMatch(/\b(the|you|your|dream)\b/i);
      expect(questions.length).toBeGreaterThanOrEqual(3);
      expect(questions.length).toBeLessThanOrEqual(5);
      expect(new Set(questions).size).toBe(questions.length);
      for (const question of questions) {
        expect(question).toMatch(/\?$/);
        expect(question).not.toMatch(/\b(the|you|your|dream)\b/i);
      }
    }
  });

  it("is titled by its images, in its language", () => {
    const title = analyst.title(text);
    expect(title).not.toBe(fallbackDreamTitle(text));
    const names = analyst.detect(text).symbols.map((entry) => entry.label.toLocaleLowerCase());
    expect(names.some((name) => title.toLocaleLowerCase().includes(name))).toBe(true);
  });
});

describe.each(DREAMS)("the reading of a dream written in $language", ({ language, text, symbol }) => {
  const input = (answer: string) => ({
    dream: { title: null, content: text, date: "2026-03-01", types: ["nightmare" as const] },
    answers: [{ question: analyst.analyze(text).questions[0] ?? "", answer }],
    distilled: [],
    personal: null,
    recurring: null,
    signs: [{ symbol, label: symbol, earlier: 2, since: "2026-01-05", earlierTypes: {} }],
    related: [{ title: "Nuit", date: "2026-02-01", sharedSymbols: [symbol] }],
  });

  it("is written in its language: the images, the feeling, the type, the answer, the journal", () => {
    const answer = "Cela me rappelle mon enfance, je crois, et la maison de mes grands-parents.";
    const reading = [...analyst.interpret(input(answer))].join("");
    const paragraphs = reading.split("\n\n");
    expect(paragraphs.length).toBeGreaterThanOrEqual(3);
    expect(paragraphs.length).toBeLessThanOrEqual(6);
    const name = analyst.detect(text).symbols.find((found) => found.symbol === symbol)?.label ?? "";
    expect(name).not.toBe("");
    expect(reading.toLocaleLowerCase()).toContain(`${name.toLocaleLowerCase()}**`);
    expect(reading).toContain("la maison de mes grands-parents");
    expect(reading).toContain("Nuit");
    expect(WORDING[language].reading.nightmare.some((line) => reading.includes(line))).toBe(true);
    expect(reading).not.toMatch(/\b(the|you|your|dream|reading)\b/i);
  });

  it("says back two or three answers in one sentence, each in the person's words", () => {
    const answers = ["Mon frère Théo, sans doute", "Une semaine épuisante au travail", "Oui, enfant"];
    const questions = analyst.analyze(text).questions;
    const reading = [
      ...analyst.interpret({
        ...input(""),
        answers: answers.map((answer, i) => ({ question: questions[i] ?? "", answer })),
      }),
    ].join("");
    const said = reading
      .split("\n\n")
      .filter((paragraph) => answers.every((a) => paragraph.includes(a.slice(0, 8))));
    expect(said).toHaveLength(1);
    expect(sentencesOf(said[0] ?? "")).toHaveLength(1);
  });

  it("opens on the dream's own words, quoted at least three times where it has them", () => {
    const dream = {
      es: "Caminaba por una playa desierta al atardecer. Más tarde encontraba una llave enorme enterrada en la arena. Se la daba a un perro que pasaba por allí.",
      fr: "Je marchais sur une plage déserte au coucher du soleil. Plus loin, je trouvais une clé énorme enterrée dans le sable. Je la donnais à un chien qui passait par là.",
      de: "Ich ging bei Sonnenuntergang über einen leeren Strand. Später fand ich einen riesigen Schlüssel im Sand. Ich gab ihn einem Hund, der dort vorbeilief.",
      it: "Camminavo su una spiaggia deserta al tramonto. Più avanti trovavo una chiave enorme sepolta nella sabbia. La davo a un cane che passava di lì.",
      pt: "Eu caminhava por uma praia deserta ao pôr do sol. Mais tarde encontrava uma chave enorme enterrada na areia. Eu a dava a um cachorro que passava por ali.",
    }[language];
    const [opening = ""] = [
      ...analyst.interpret({ ...input(""), dream: { ...input("").dream, content: dream, types: [] } }),
    ]
      .join("")
      .split("\n\n");
    expect(opening.split(WORDING[language].quotes[0]).length - 1).toBeGreaterThanOrEqual(3);
  });

  it("is the same for the same dream, and yields whole sentences", () => {
    const pieces = [...analyst.interpret(input("Oui."))];
    expect(pieces.join("")).toBe([...analyst.interpret(input("Oui."))].join(""));
    for (const piece of pieces) expect(piece.trim()).toMatch(/[.!?»“”]$/);
  });
});

describe("a language Somnia does not read", () => {
  it("gets the note of a language Somnia does not read, in the reader's language", () => {
    const dutch = "Ik liep door een donker bos en ik was heel bang voor de wolven die achter mij aan kwamen.";
    expect(analyst.detect(dutch)).toMatchObject({ language: null, emotions: [], symbols: [] });
    expect(analyst.analyze(dutch, "fr").output).toBe(UNREAD.fr.note);
  });
});

describe("what the analyst says in each language", () => {
  it("names all sixteen emotions in every language, each differently", () => {
    for (const wording of Object.values(WORDING)) {
      const names = Object.values(wording.emotions);
      expect(names).toHaveLength(16);
      expect(new Set(names.map((name) => name.the)).size).toBe(16);
      expect(new Set(names.map((name) => name.felt)).size).toBe(16);
    }
  });

  it("has at least the fewest variants of every frame, all different", () => {
    const check = (frames: object, least: object, where: string) => {
      for (const [key, minimum] of Object.entries(least)) {
        const variants = (frames as Record<string, unknown>)[key];
        if (typeof minimum === "object") {
          check(variants as object, minimum, `${where}.${key}`);
          continue;
        }
        expect(variants, `${where}.${key}`).toBeInstanceOf(Array);
        const texts = (variants as unknown[]).map(String);
        expect(new Set(texts).size, `${where}.${key}`).toBeGreaterThanOrEqual(minimum as number);
      }
    };
    for (const [language, wording] of Object.entries(WORDING)) check(wording, MIN_VARIANTS, language);
  });

  it("asks what a dream's ending leaves open, in its last words before waking or a closing 'Fin.'", () => {
    const endings = {
      fr: [
        "Je marchais dans une forêt. Au bout du chemin, une porte fermée m'attendait. Puis je me suis réveillé.",
        "une porte fermée m’attendait",
      ],
      de: [
        "Ich lief durch einen Wald. Am Ende des Weges stand eine verschlossene Tür. Dann bin ich aufgewacht.",
        "stand eine verschlossene Tür",
      ],
      es: ["Estaba en una estación vacía. El último tren no llegaba nunca. Fin.", "no llegaba nunca"],
      it: ["Ero in una stazione vuota. L'ultimo treno non arrivava mai. Fine.", "non arrivava mai"],
    } as const;
    for (const [language, [text, last]] of Object.entries(endings)) {
      const { questions } = analyst.analyze(text, language as "fr" | "de" | "es" | "it");
      const normalised = questions.map((question) => question.replace(/'/g, "’"));
      expect(
        normalised.some((question) => question.includes(last)),
        language,
      ).toBe(true);
      expect(
        questions.some((question) => /réveillé|aufgewacht/.test(question)),
        language,
      ).toBe(false);
    }
  });
});
