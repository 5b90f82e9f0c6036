import { describe, expect, it } from "vitest";
import { terms } from "../../../domain/symbols/terms";
import { compile } from "./compiled";
import { findLocalFeelings } from "./feelings";
import { findLocalSymbols } from "./symbols";
import { compileTerm, findTerm } from "./term-match";
import type { LanguageRules } from "./types";
import { readLocal } from "./words";

const FR = { stemmer: "french" } as const;
const DE = { stemmer: "german" } as const;

const found = (term: string, text: string, rules: Pick<LanguageRules, "stemmer"> = FR) =>
  readLocal(text, rules).flatMap((sentence) =>
    findTerm(compileTerm(term, rules), sentence.words).map((positions) =>
      positions.map((at) => sentence.words[at]?.text).join(" "),
    ),
  );

describe("the words of a dream in another language", () => {
  it("splits sentences, apostrophes and hyphens, and keeps punctuation that ends a clause", () => {
    const sentences = readLocal("J'avais peur, au-dessus du lac. Puis plus rien !\nFin", FR);
    expect(sentences.map((sentence) => sentence.text)).toEqual([
      "J'avais peur, au-dessus du lac.",
      "Puis plus rien !",
      "Fin",
    ]);
    expect(sentences[0]?.words.map((word) => word.text)).toEqual([
      "J",
      "avais",
      "peur",
      ",",
      "au",
      "dessus",
      "du",
      "lac",
    ]);
    expect(sentences[0]?.words.filter((word) => word.isBreak).map((word) => word.text)).toEqual([","]);
    expect(sentences[1]?.words[0]?.index).toBe(8);
  });

  it("matches a term in every inflection, with or without accents", () => {
    expect(found("effrayé", "Elle était effrayée, eux effrayés.")).toEqual(["effrayée", "effrayés"]);
    expect(found("chevaux", "Un cheval blanc")).toEqual(["cheval"]);
    expect(found("réveillé", "je me suis reveille")).toEqual(["reveille"]);
  });

  it("reads =exact words, prefixes, compound endings and gaps", () => {
    expect(found("=mer", "Ma mère regardait la mer.")).toEqual(["mer"]);
    expect(found("=él", "Él lo vio en el río.", { stemmer: "spanish" })).toEqual(["Él"]);
    expect(found("énerv*", "Il s'énervait, j'étais enervée.")).toEqual(["énervait", "enervée"]);
    expect(found("*angst", "Ich hatte Todesangst, nicht nur Angst.", DE)).toEqual(["Todesangst"]);
    expect(found("*bär", "Der Nachbar sah einen Eisbär.", DE)).toEqual(["Eisbär"]);
    expect(found("töte*", "Die Toten wollten mich töten.", DE)).toEqual(["töten"]);
    expect(found("regte .. auf", "Ich regte mich furchtbar darüber auf.", DE)).toEqual(["regte auf"]);
    expect(found("regte .. auf", "Ich regte mich, weil er auf", DE)).toEqual([]);
  });

  it("refuses a term that does not start with a word", () => {
    const rules = { ...FR, language: "fr", feelings: [], cues: {}, symbols: [] } as unknown as LanguageRules;
    const bad = {
      ...rules,
      feelings: [{ emotion: "fear" as const, intensity: 2 as const, terms: [".. peur"] }],
    };
    expect(() => compile({ ...bad, cues: emptyCues() }).feelings([])).toThrow(/must start with a word/);
  });
});

function emptyCues(): LanguageRules["cues"] {
  return {
    negation: [],
    negationUndone: [],
    hypothetical: [],
    dreamer: [],
    others: [],
    waking: [],
    threats: [],
    clauseBreaks: [],
    notFeelings: [],
  };
}

/** A small language of its own, so the reader's rules are tried apart from any real vocabulary. */
const RULES: LanguageRules = {
  language: "fr",
  stemmer: "french",
  feelings: [
    { emotion: "fear", intensity: 2, terms: terms("peur") },
    { emotion: "fear", intensity: 3, terms: terms("av* la chienne") },
    { emotion: "fear", intensity: 2, kind: "sign", terms: terms("cœur battant") },
    { emotion: "fear", intensity: 2, kind: "stimulus", terms: terms("effrayant") },
    { emotion: "joy", intensity: 2, terms: terms("heureux") },
  ],
  symbols: [
    {
      id: "dog",
      name: "Chien",
      article: "le chien",
      terms: terms("chien, chienne"),
      except: terms("temps de chien"),
    },
    { id: "water", name: "Eau", article: "l’eau", terms: terms("eau, =mer") },
    { id: "false-awakening", name: "Faux réveil", article: "le faux réveil", terms: terms("faux réveil") },
  ],
  cues: {
    ...emptyCues(),
    negation: terms("pas, jamais"),
    negationUndone: terms("aussi"),
    hypothetical: terms("si"),
    dreamer: terms("je, j, me, m"),
    others: terms("elle, mère"),
    waking: terms("réveil"),
    threats: terms("poursuivait"),
  },
};

const read = (text: string) => {
  const sentences = readLocal(text, RULES);
  const feelings = findLocalFeelings(compile(RULES), sentences);
  return { feelings, symbols: findLocalSymbols(compile(RULES), sentences, feelings) };
};
const felt = (text: string) =>
  read(text).feelings.map(({ emotion, who, whoName, waking }) => [emotion, who, whoName ?? "", waking]);

describe("feelings in another language", () => {
  it("reads who felt them: the nearest person before, else the dreamer", () => {
    expect(felt("J'avais peur.")).toEqual([["fear", "dreamer", "", false]]);
    expect(felt("Ma mère avait peur.")).toEqual([["fear", "other", "mère", false]]);
    expect(felt("Avait peur, tout simplement.")).toEqual([["fear", "dreamer", "", false]]);
    expect(felt("Elle trouvait que c'était effrayant.")).toEqual([["fear", "dreamer", "", false]]);
  });

  it("takes a name inside the sentence for someone else, and a question asked in a quotation for none", () => {
    expect(felt("Hier, Léa avait peur.")).toEqual([["fear", "other", "Léa", false]]);
    expect(felt("Elle criait « Tu viens ? » et j'avais peur ?")).toEqual([]);
    expect(felt("J'avais peur, elle criait « Tu viens ? »")).toEqual([["fear", "dreamer", "", false]]);
  });

  it("leaves out the negated, the hypothetical and the asked, but not a comparison", () => {
    expect(felt("Je n'avais pas peur.")).toEqual([]);
    expect(felt("Je n'avais jamais eu aussi peur.")).toEqual([["fear", "dreamer", "", false]]);
    expect(felt("Si j'avais eu peur, j'aurais crié.")).toEqual([]);
    expect(felt("Avais-je peur ?")).toEqual([]);
    expect(felt("Je n'avais pas froid, mais j'avais peur.")).toEqual([["fear", "dreamer", "", false]]);
  });

  it("takes a bodily sign for fear only beside a threat, and reads feelings after waking as waking", () => {
    expect(felt("Je courais, le cœur battant.")).toEqual([]);
    expect(felt("Un homme me poursuivait. Je courais, le cœur battant.")).toEqual([
      ["fear", "dreamer", "", false],
    ]);
    expect(felt("J'étais heureux. Au réveil, j'avais peur.")).toEqual([
      ["joy", "dreamer", "", false],
      ["fear", "dreamer", "", true],
    ]);
  });

  it("counts a feeling once per person and moment, and its words are no symbol", () => {
    const { feelings, symbols } = read("J'ai eu peur, tellement peur. J'avais la chienne près de l'eau.");
    expect(feelings).toHaveLength(1);
    expect(feelings[0]).toMatchObject({ mentions: 3, intensity: 3 });
    expect(symbols.map((symbol) => symbol.symbol)).toEqual(["water"]);
  });
});

describe("symbols in another language", () => {
  it("keeps out a name: a place or a person is no image", () => {
    expect(read("Nous étions à Chien-Ville, au bord de l'eau.").symbols.map((s) => s.symbol)).toEqual([
      "water",
    ]);
  });

  it("ends where the dreamer wakes for good, not at a waking inside the dream or a false awakening", () => {
    const ids = (text: string) => read(text).symbols.map((found) => found.symbol);
    expect(ids("Un chien courait. Il faisait nuit. Au réveil, l'eau coulait du robinet.")).toEqual(["dog"]);
    expect(
      ids("Un chien courait. Au réveil dans une forêt, il y avait de l'eau. Il faisait nuit. Puis rien."),
    ).toEqual(["dog", "water"]);
    expect(ids("Un chien courait. C'était un faux réveil. Au réveil, l'eau coulait.")).toEqual([
      "dog",
      "false-awakening",
      "water",
    ]);
  });

  it("names them in the language, with their words as written, and keeps out their other senses", () => {
    const { symbols } = read(
      "Un chien nageait dans la mer. Ma mère disait : quel temps de chien ! Les chiens aboyaient.",
    );
    expect(symbols.map(({ symbol, label, evidence, count }) => ({ symbol, label, evidence, count }))).toEqual(
      [
        { symbol: "dog", label: "Chien", evidence: ["chien", "chiens"], count: 2 },
        { symbol: "water", label: "Eau", evidence: ["mer"], count: 1 },
      ],
    );
  });
});
