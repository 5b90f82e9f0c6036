import { beforeAll, describe, expect, it } from "vitest";
import { createBuiltinAnalyst } from "../ai/builtin";
import { LEXICON } from "../ai/builtin/lexicon";
import { type CodedReport, DEV_SET, HELD_OUT, readCorpus, readRecorded } from "./eval-corpus";
import { lowestPrecision } from "./eval-report";
import { type Evaluation, evaluate } from "./eval-run";

/** How far below the recorded figures (fixtures/*.recorded.json) a change may take the analyst. */
const MARGIN = 0.02;

/**
 * The built-in analyst on Somnia's two coded sets (ai/builtin/fixtures/CORPUS.md), against the
 * figures last recorded with `npm run eval:analyst -- --record`. A change that makes it read dreams
 * worse on either fails here; one that makes it better should record the new figures.
 */
describe.each([
  { set: "development" as const, file: DEV_SET },
  { set: "heldOut" as const, file: HELD_OUT },
])("the built-in analyst on the $set set", ({ set, file }) => {
  let reports: CodedReport[];
  let result: Evaluation;
  const recorded = readRecorded(set);
  beforeAll(() => {
    reports = readCorpus(file);
    result = evaluate(reports, createBuiltinAnalyst());
  });

  it("is the corpus the figures were recorded on: at least 200 reports, coded in full, every symbol family", () => {
    expect(reports.length).toBe(recorded.reports);
    expect(reports.length).toBeGreaterThanOrEqual(200);
    expect(reports.every((report) => report.others && report.symbols)).toBe(true);
    if (set === "heldOut") expect(reports.every((r) => r.waking && r.names && r.types)).toBe(true);
    const coded = new Set(reports.flatMap((report) => report.symbols ?? []));
    const families = new Set(LEXICON.filter((entry) => coded.has(entry.id)).map((entry) => entry.theme));
    if (set === "development")
      expect([...families].sort()).toEqual([...new Set(LEXICON.map((entry) => entry.theme))].sort());
  });

  it("finds the dreamer's emotions as well as recorded, and well above the keyword baseline", () => {
    expect(result.analyst.macroF1).toBeGreaterThanOrEqual(recorded.macroF1 - MARGIN);
    expect(lowestPrecision(result)).toBeGreaterThanOrEqual(recorded.lowestPrecision - MARGIN);
    expect(result.quiet.silent / result.quiet.reports).toBeGreaterThanOrEqual(recorded.quietShare - MARGIN);
    expect(result.analyst.macroF1 - result.baseline.macroF1).toBeGreaterThanOrEqual(
      set === "development" ? 0.1 : 0,
    );
  });

  it("finds symbols as precisely as recorded", () => {
    expect(result.symbols?.precision).toBeGreaterThanOrEqual(recorded.symbolPrecision - MARGIN);
  });

  it("asks no one question of more than 10% of the dreams", () => {
    expect(result.topQuestion.share, result.topQuestion.question).toBeLessThanOrEqual(0.1);
  });
});
