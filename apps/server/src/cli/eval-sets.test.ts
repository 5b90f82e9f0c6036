import { beforeAll, describe, expect, it } from "vitest";
import { createBuiltinAnalyst } from "../ai/builtin";
import { LEXICON } from "../ai/builtin/lexicon";
import { type CodedReport, DEV_SET, readCorpus, readRecorded } from "./eval-corpus";
import { type Evaluation, evaluate } from "./eval-run";

/** How far below the recorded figures (fixtures/dev-set.recorded.json) a change may take the analyst. */
const MARGIN = 0.02;

/**
 * The built-in analyst on Somnia's development set, against the figures last recorded with
 * `npm run eval:analyst -- --record`. A change that makes it read dreams worse fails here; one that
 * makes it better should record the new figures.
 */
describe("the built-in analyst on its development set", () => {
  let reports: CodedReport[];
  let result: Evaluation;
  const recorded = readRecorded();
  beforeAll(() => {
    reports = readCorpus(DEV_SET);
    result = evaluate(reports, createBuiltinAnalyst());
  });

  it("is the corpus the figures were recorded on: at least 200 reports, coded in full, every symbol family", () => {
    expect(reports.length).toBe(recorded.reports);
    expect(reports.length).toBeGreaterThanOrEqual(200);
    expect(reports.every((report) => report.others && report.symbols)).toBe(true);
    const coded = new Set(reports.flatMap((report) => report.symbols ?? []));
    const families = new Set(LEXICON.filter((entry) => coded.has(entry.id)).map((entry) => entry.theme));
    expect([...families].sort()).toEqual([...new Set(LEXICON.map((entry) => entry.theme))].sort());
  });

  it("finds the dreamer's emotions as well as recorded, and well above the keyword baseline", () => {
    expect(result.analyst.macroF1).toBeGreaterThanOrEqual(recorded.macroF1 - MARGIN);
    expect(result.analyst.macroF1 - result.baseline.macroF1).toBeGreaterThanOrEqual(0.1);
  });

  it("finds symbols as precisely as recorded", () => {
    expect(result.symbols?.precision).toBeGreaterThanOrEqual(recorded.symbolPrecision - MARGIN);
  });

  it("asks no one question of more than 10% of the dreams", () => {
    expect(result.topQuestion.share, result.topQuestion.question).toBeLessThanOrEqual(0.1);
  });
});
