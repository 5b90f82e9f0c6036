import { describe, expect, it } from "vitest";
import { createBuiltinAnalyst } from "../ai/builtin";
import { dreamLanguage } from "../ai/builtin/dream-language";
import { DREAM_LANGUAGES } from "../domain/languages";
import { corpusOf, readCorpus, readRecorded } from "./eval-corpus";
import { evaluate, firstSentence, OTHER_READER } from "./eval-run";

const OTHERS = DREAM_LANGUAGES.filter((language) => language !== "en");

/**
 * Every language's coded sets (ai/builtin/fixtures/<language>/CORPUS.md): the corpus the figures
 * were recorded on, coded in full, and the language of its reports found as decision 044 promises.
 */
describe.each(OTHERS)("the %s sets", (language) => {
  const corpus = corpusOf(language);
  const sets = { development: readCorpus(corpus.development), heldOut: readCorpus(corpus.heldOut) };

  it.each(["development", "heldOut"] as const)(
    "%s: at least 120 reports, coded in full, as recorded",
    (set) => {
      const reports = sets[set];
      expect(reports.length).toBeGreaterThanOrEqual(120);
      expect(reports.length).toBe(readRecorded(set, language).reports);
      for (const report of reports)
        expect([report.others, report.waking, report.symbols, report.names, report.types]).not.toContain(
          undefined,
        );
    },
  );

  it("shares no report between the development and the held-out set", () => {
    const held = new Set(sets.heldOut.map((report) => report.text));
    expect(sets.development.filter((report) => held.has(report.text))).toEqual([]);
  });

  it("holds the analyst to the figures recorded of it", () => {
    const analyst = createBuiltinAnalyst();
    for (const set of ["development", "heldOut"] as const) {
      const { analyst: scores } = evaluate(sets[set], analyst, language);
      expect(scores.macroF1).toBeGreaterThanOrEqual(readRecorded(set, language).macroF1 - 0.02);
    }
  });
});

describe.each(DREAM_LANGUAGES)("the language of the %s held-out set's reports", (language) => {
  const reports = readCorpus(corpusOf(language).heldOut);

  it("is found for ≥ 98 % of them whole, whatever the reader's language", () => {
    const found = reports.filter((report) => dreamLanguage(report.text, OTHER_READER[language]) === language);
    expect(found.length / reports.length).toBeGreaterThanOrEqual(0.98);
  });

  it("is found for ≥ 90 % of their first sentences alone, with the reader's language", () => {
    const found = reports.filter(
      (report) => dreamLanguage(firstSentence(report.text), language) === language,
    );
    expect(found.length / reports.length).toBeGreaterThanOrEqual(0.9);
  });
});
