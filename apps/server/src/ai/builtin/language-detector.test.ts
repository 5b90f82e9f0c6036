import { readFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { eld } from "eld/extrasmall";
import { beforeAll, describe, expect, it } from "vitest";
import { languageNgramTable } from "../../../scripts/language-ngrams";
import { detectLanguage, type LanguageTable, loadLanguageTable } from "./language-detector";

const LANGUAGES = ["", "fr", "es", "de", "it", "pt"];

/** Every report of the coded sets, the six languages' development and held-out sets. */
function codedReports(): string[] {
  return LANGUAGES.flatMap((language) =>
    ["dev-set", "held-out"].flatMap((set) =>
      readFileSync(new URL(`./fixtures/${language && `${language}/`}${set}.jsonl`, import.meta.url), "utf8")
        .split("\n")
        .filter((line) => line.trim())
        .map((line) => (JSON.parse(line) as { text: string }).text),
    ),
  );
}

/** Other languages and scripts, notes, and text eld cuts: where a port would first go wrong. */
const EDGES = [
  "",
  "   ",
  "1234 5678",
  "Lucid, brief.",
  "Pesadelo de novo.",
  "Ik droomde dat ik door een donker bos liep en heel bang was.",
  "Śniło mi się, że spadam z wysokiego budynku.",
  "Vaig somiar que queia d'un edifici molt alt.",
  "Мне снилось, что я падаю с крыши.",
  "私は空を飛ぶ夢を見た。夢の中で海に落ちた。",
  "나는 하늘을 나는 꿈을 꿨다.",
  "حلمت أنني أطير فوق المدينة",
  "Ονειρεύτηκα ότι πετούσα πάνω από τη θάλασσα.",
  "I dreamt of 🐍 snakes 🐍 and 𝒻𝓁𝓎𝒾𝓃𝑔 letters, don't ask, l’eau, it`s",
  "Supercalifragilisticexpialidocious".repeat(4),
  "word ".repeat(120),
  "Ünïcödé wörds ".repeat(60),
  "a\uD800b lone \uDC00 surrogates",
  `${"x".repeat(1200)} tail`,
];

describe("the dream-language detector", () => {
  let table: LanguageTable;
  beforeAll(async () => {
    table = await loadLanguageTable();
  });

  it("answers as eld does: the language, every score and whether it is reliable", () => {
    const texts = [...codedReports(), ...EDGES];
    // Each report whole, its first sentence and its first three words: long, short and too short.
    const samples = texts.flatMap((text) => [
      text,
      text.split(/(?<=[.!?])\s/)[0] ?? "",
      text.split(" ").slice(0, 3).join(" "),
    ]);
    expect(samples.length).toBeGreaterThan(5000);
    for (const text of samples) {
      const expected = eld.detect(text);
      const actual = detectLanguage(table, text);
      expect({ language: actual.language, scores: actual.scores, reliable: actual.reliable }, text).toEqual({
        language: expected.language,
        scores: expected.getScores(),
        reliable: expected.isReliable(),
      });
    }
  });

  it("keeps the scores in order, highest first", () => {
    const { scores } = detectLanguage(table, "Ich war in einem dunklen Wald und hatte große Angst.");
    const values = Object.values(scores);
    expect(values).toEqual([...values].sort((a, b) => b - a));
    expect(Object.keys(scores)[0]).toBe("de");
  });

  it("is the table written from the installed eld (`node --import tsx apps/server/scripts/language-ngrams.ts`)", async () => {
    const written = await readFile(new URL("./language-ngrams.bin", import.meta.url));
    expect(written.equals(await languageNgramTable())).toBe(true);
  });
});
