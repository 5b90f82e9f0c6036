import { HVDC_CLASSES, type HvdcClass } from "../ai/builtin/feelings";

/** One report's classes: as the coders gave them, and as a reader found them. */
export interface Scored {
  expected: HvdcClass[];
  found: HvdcClass[];
}

export interface ClassScore {
  precision: number;
  recall: number;
  f1: number;
  support: number;
}

export interface Scores {
  perClass: Record<HvdcClass, ClassScore>;
  macroF1: number;
}

/**
 * Per-class precision, recall and F1 over reports (a report either has a class or not), and their
 * macro average. A class no report has and nobody found scores F1 1 (nothing to get wrong).
 */
export function score(results: Scored[]): Scores {
  const perClass = {} as Record<HvdcClass, ClassScore>;
  for (const label of HVDC_CLASSES) {
    let truePositives = 0;
    let falsePositives = 0;
    let falseNegatives = 0;
    for (const { expected, found } of results) {
      const wanted = expected.includes(label);
      const given = found.includes(label);
      if (wanted && given) truePositives++;
      else if (given) falsePositives++;
      else if (wanted) falseNegatives++;
    }
    const precision =
      truePositives + falsePositives === 0 ? 1 : truePositives / (truePositives + falsePositives);
    const recall =
      truePositives + falseNegatives === 0 ? 1 : truePositives / (truePositives + falseNegatives);
    const f1 = precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall);
    perClass[label] = { precision, recall, f1, support: truePositives + falseNegatives };
  }
  const macroF1 = HVDC_CLASSES.reduce((sum, label) => sum + perClass[label].f1, 0) / HVDC_CLASSES.length;
  return { perClass, macroF1 };
}

/** Precision, recall and F1 pooled over every report's labels (symbols, other people's emotions). */
export interface PooledScore {
  precision: number;
  recall: number;
  f1: number;
  /** Labels coded, labels found, and found labels that were coded. */
  expected: number;
  found: number;
  correct: number;
}

/** Micro-averaged scores: every label of every report counts once. Nothing to find and nothing found is 1. */
export function pooledScore(results: { expected: string[]; found: string[] }[]): PooledScore {
  let expected = 0;
  let found = 0;
  let correct = 0;
  for (const result of results) {
    const wanted = new Set(result.expected);
    const given = new Set(result.found);
    expected += wanted.size;
    found += given.size;
    correct += [...given].filter((label) => wanted.has(label)).length;
  }
  const precision = found === 0 ? 1 : correct / found;
  const recall = expected === 0 ? 1 : correct / expected;
  const f1 = precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall);
  return { precision, recall, f1, expected, found, correct };
}

/** The value below which `share` of the sorted values fall (nearest rank). */
export function percentile(values: number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? 0;
}

const fixed = (value: number) => value.toFixed(2);

/** A plain-text table of both readers' scores, the analyst first. */
export function scoreTable(analyst: Scores, baseline: Scores): string {
  const rows = [["class", "support", "analyst P", "R", "F1", "baseline P", "R", "F1"]];
  for (const label of HVDC_CLASSES) {
    const a = analyst.perClass[label];
    const b = baseline.perClass[label];
    rows.push([label, String(a.support), fixed(a.precision), fixed(a.recall), fixed(a.f1)]);
    rows[rows.length - 1]?.push(fixed(b.precision), fixed(b.recall), fixed(b.f1));
  }
  rows.push(["macro F1", "", "", "", fixed(analyst.macroF1), "", "", fixed(baseline.macroF1)]);
  const widths =
    rows[0]?.map((_, column) => Math.max(...rows.map((row) => (row[column] ?? "").length))) ?? [];
  return rows
    .map((row) => row.map((cell, column) => cell.padStart(widths[column] ?? 0)).join("  "))
    .join("\n");
}
