import { beforeAll, describe, expect, it } from "vitest";
import { createBuiltinAnalyst } from "../ai/builtin";
import { LEXICON } from "../domain/symbols/lexicon";
import { type CodedReport, DEV_SET, HELD_OUT, readCorpus, readRecorded } from "./eval-corpus";
import { evaluateReadings, type ReadingFigures } from "./eval-readings";
import { lowestPrecision } from "./eval-report";
import { type Evaluation, evaluate } from "./eval-run";

/** How far below the recorded figures (fixtures/*.recorded.json) a change may take the analyst. */
const MARGIN = 0.02;
/**
 * Reading a whole set, or composing a reading for each of its reports with a journal around it,
 * is minutes of work on a busy 2-core machine, not a hang: these steps get this long.
 */
const WHOLE_SET_MS = 180_000;

/** Each set read and evaluated once in this file: the held-out goals below read the same figures. */
const evaluations = new Map<string, { reports: CodedReport[]; result: Evaluation }>();
function evaluated(file: string) {
  let evaluation = evaluations.get(file);
  if (!evaluation) {
    const reports = readCorpus(file);
    evaluation = { reports, result: evaluate(reports, createBuiltinAnalyst()) };
    evaluations.set(file, evaluation);
  }
  return evaluation;
}

/**
 * The built-in analyst on Somnia's two coded sets (ai/builtin/fixtures/CORPUS.md), against the
 * figures last recorded with `npm run eval:analyst -- --record`: a change that makes it read dreams
 * worse on either fails here; one that makes it better should record the new figures. The held-out
 * set, never tuned on, is also held to the goals the analyst meets on it (the analyst's README).
 */
describe.each([
  { set: "development" as const, file: DEV_SET },
  { set: "heldOut" as const, file: HELD_OUT },
])("the built-in analyst on the $set set", ({ set, file }) => {
  let reports: CodedReport[];
  let result: Evaluation;
  const recorded = readRecorded(set);
  const analyst = createBuiltinAnalyst();
  beforeAll(() => {
    ({ reports, result } = evaluated(file));
  }, WHOLE_SET_MS);

  it("is the corpus the figures were recorded on: at least 200 reports, coded in full", () => {
    expect(reports.length).toBe(recorded.reports);
    expect(reports.length).toBeGreaterThanOrEqual(200);
    expect(reports.every((report) => report.others && report.symbols)).toBe(true);
    if (set === "heldOut") {
      expect(reports.every((report) => report.waking && report.names && report.types)).toBe(true);
    } else {
      const coded = new Set(reports.flatMap((report) => report.symbols ?? []));
      const families = new Set(LEXICON.filter((entry) => coded.has(entry.id)).map((entry) => entry.theme));
      expect([...families].sort()).toEqual([...new Set(LEXICON.map((entry) => entry.theme))].sort());
    }
  });

  it("finds the dreamer's emotions as well as recorded, above the keyword baseline", () => {
    expect(result.analyst.macroF1).toBeGreaterThanOrEqual(recorded.macroF1 - MARGIN);
    expect(lowestPrecision(result)).toBeGreaterThanOrEqual(recorded.lowestPrecision - MARGIN);
    expect(result.quiet.silent / result.quiet.reports).toBeGreaterThanOrEqual(recorded.quietShare - MARGIN);
    expect(result.analyst.macroF1 - result.baseline.macroF1).toBeGreaterThanOrEqual(0.1);
  });

  it("finds symbols as precisely as recorded", () => {
    expect(result.symbols?.precision).toBeGreaterThanOrEqual(recorded.symbolPrecision - MARGIN);
  });

  it("asks no question of more than 5% of the dreams, and none the text answers", () => {
    expect(result.topQuestion.share, result.topQuestion.question).toBeLessThanOrEqual(0.05);
    expect(result.questions.answerable).toEqual([]);
  });

  it(
    "writes readings from each dream's own details, never re-asking, naming its type",
    () => {
      const readings: ReadingFigures = evaluateReadings(reports, analyst);
      expect(readings.topSentence.share, readings.topSentence.sentence).toBeLessThanOrEqual(0.05);
      expect(readings.specific).toBeGreaterThanOrEqual(0.95);
      expect(readings.typed.spoken).toBe(readings.typed.reports);
      expect(readings.reasked).toBe(0);
    },
    WHOLE_SET_MS,
  );
});

// The goal of macro F1 ≥ 0.85 is not held here: the held-out set frozen on 2026-11-29 gives 0.81
// (the analyst's README), and its recorded figure holds it above.
describe("the built-in analyst's goals on the held-out set", () => {
  it(
    "gives no dreamer emotion to ≥ 85% of the reports with no stated feeling",
    () => {
      const held = evaluated(HELD_OUT).result;
      expect(held.quiet.silent / held.quiet.reports).toBeGreaterThanOrEqual(0.85);
    },
    WHOLE_SET_MS,
  );
});
