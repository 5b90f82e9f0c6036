import { HVDC_CLASSES } from "../ai/builtin/feelings";
import type { Recorded } from "./eval-corpus";
import type { ReadingFigures } from "./eval-readings";
import type { Evaluation } from "./eval-run";
import { type PooledScore, percentile } from "./eval-scores";

/** One set's figures: its name, the evaluation, and its readings' (null when it codes no symbols). */
export interface SetResult {
  name: string;
  result: Evaluation;
  readings: ReadingFigures | null;
}

const fixed = (value: number) => value.toFixed(2);
const percent = (value: number) => `${(value * 100).toFixed(1)}%`;
const ratio = (part: number, whole: number) =>
  whole === 0 ? "–" : `${part}/${whole} (${percent(part / whole)})`;
const pooled = (scores: PooledScore | null) =>
  scores ? `${fixed(scores.precision)} / ${fixed(scores.recall)}` : "not coded";

/** The lowest precision of the five classes the coders used. */
export const lowestPrecision = (result: Evaluation) =>
  Math.min(...HVDC_CLASSES.map((label) => result.analyst.perClass[label].precision));

type Row = [string, (set: SetResult) => string];

const ROWS: Row[] = [
  ["dreamer macro F1: analyst", ({ result }) => fixed(result.analyst.macroF1)],
  ["dreamer macro F1: keyword baseline", ({ result }) => fixed(result.baseline.macroF1)],
  ...HVDC_CLASSES.map(
    (label): Row => [
      `  ${label}: P / R / F1 (coded)`,
      ({ result }) => {
        const { precision, recall, f1, support } = result.analyst.perClass[label];
        return `${fixed(precision)} / ${fixed(recall)} / ${fixed(f1)} (${support})`;
      },
    ],
  ),
  ["lowest class precision", ({ result }) => fixed(lowestPrecision(result))],
  ["no feeling stated: none given", ({ result }) => ratio(result.quiet.silent, result.quiet.reports)],
  ["other characters' emotions: P / R", ({ result }) => pooled(result.others)],
  ["the dreamer's on waking: P / R", ({ result }) => pooled(result.waking)],
  ["symbols: P / R", ({ result }) => pooled(result.symbols)],
  ["types suggested (lucid, nightmare): P / R", ({ result }) => pooled(result.types)],
  [
    "names not coded as characters'",
    ({ result }) => (result.names.checked === 0 ? "not coded" : String(result.names.wrong.length)),
  ],
  ["most frequent question", ({ result }) => percent(result.topQuestion.share)],
  [
    "questions the text answers",
    ({ result }) => ratio(result.questions.answerable.length, result.questions.asked),
  ],
  [
    "readings: most shared sentence",
    ({ readings }) => (readings ? percent(readings.topSentence.share) : "–"),
  ],
  ["readings: ≥ 3 of the dream's details", ({ readings }) => (readings ? percent(readings.specific) : "–")],
  [
    "readings: lucid / nightmare spoken of",
    ({ readings }) => (readings ? ratio(readings.typed.spoken, readings.typed.reports) : "–"),
  ],
  [
    "readings: links without a sign or 2 symbols",
    ({ readings }) => (readings ? `${readings.links.unfounded} of ${readings.links.total}` : "–"),
  ],
  ["readings: answered questions asked again", ({ readings }) => (readings ? String(readings.reasked) : "–")],
  ["language detected: whole reports", ({ result }) => ratio(result.language.whole, result.reports)],
  ["language detected: first sentence", ({ result }) => ratio(result.language.firstSentence, result.reports)],
  [
    "ms per analysis: mean / p95",
    ({ result }) => {
      const mean = result.times.reduce((sum, time) => sum + time, 0) / result.times.length;
      return `${mean.toFixed(1)} / ${percentile(result.times, 0.95).toFixed(1)}`;
    },
  ],
];

/** The sets side by side, one figure a row. */
export function sideBySide(sets: SetResult[]): string {
  const header = ["", ...sets.map((set) => `${set.name} (${set.result.reports})`)];
  const rows = [header, ...ROWS.map(([label, cell]) => [label, ...sets.map(cell)])];
  const widths = header.map((_, column) => Math.max(...rows.map((row) => (row[column] ?? "").length)));
  return rows
    .map((row) =>
      row
        .map((cell, column) =>
          column === 0 ? cell.padEnd(widths[0] ?? 0) : cell.padStart(widths[column] ?? 0),
        )
        .join("   "),
    )
    .join("\n");
}

/** The figures the regression tests hold a set to, rounded down so rounding never eats a margin. */
export function toRecorded({ result }: SetResult): Recorded {
  const down = (value: number) => Math.floor(value * 1000) / 1000;
  return {
    reports: result.reports,
    macroF1: down(result.analyst.macroF1),
    lowestPrecision: down(lowestPrecision(result)),
    quietShare: down(result.quiet.reports === 0 ? 1 : result.quiet.silent / result.quiet.reports),
    symbolPrecision: down(result.symbols?.precision ?? 0),
    symbolRecall: down(result.symbols?.recall ?? 0),
  };
}
