import { writeFileSync } from "node:fs";
import { createBuiltinAnalyst } from "../ai/builtin";
import { CorpusError, DEV_SET, RECORDED, type Recorded, readCorpus } from "./eval-corpus";
import { type Evaluation, evaluate } from "./eval-run";
import { percentile, scoreTable } from "./eval-scores";

/**
 * `npm run eval:analyst -- [corpus.jsonl]`: how well the built-in analyst reads dreams, against
 * human coding. Not a test: it measures (the regression test in eval-dev-set.test.ts holds it to
 * the recorded figures).
 *
 * Corpus format, one JSON object per line (blank lines skipped, other fields ignored):
 *
 *   {"text": "I was chased and terrified…", "emotions": ["apprehension"], "others": [], "symbols": ["chase"]}
 *
 * `emotions` are the dreamer's emotions in the dream, by the five Hall–Van de Castle classes:
 * "anger", "apprehension", "sadness", "confusion", "happiness" (each at most once; [] for none).
 * `others` (the other characters' emotions, same classes) and `symbols` (the lexicon ids the
 * report really means) are optional: a corpus coded for the dreamer's emotions only is scored on
 * those. Prints per-class precision, recall and F1 and the macro F1 of the dreamer's emotions for
 * the analyst and a fixed keyword baseline, the other characters' emotions and the symbols (pooled
 * precision and recall), the share of dreams given the most frequent question, and the mean and
 * p95 milliseconds per analysis. Without a file it runs on the development set written and coded
 * for Somnia, ai/builtin/fixtures/dev-set.jsonl (see CORPUS.md there).
 */
const USAGE = `Usage: npm run eval:analyst -- [corpus.jsonl] [--misses] [--record]

  corpus.jsonl   one {"text": "...", "emotions": [...], "others": [...], "symbols": [...]} per line
                 ("others" and "symbols" optional); without it, the development set in
                 apps/server/src/ai/builtin/fixtures/dev-set.jsonl
  --misses       also list each report the analyst read differently from its coding
  --record       write the development set's figures to fixtures/dev-set.recorded.json
  -h, --help     show this help`;

/** Not from any corpus: a few sentences that take the analyst through its rules once. */
const WARM_UP = Array.from({ length: 5 }, () =>
  [
    "We were all scared when the lights went out, but my sister was laughing.",
    "I kicked the dog and felt relieved. The dreamer was at her school and she was sad.",
    "I would have been angry if he had stayed; I wasn't afraid. A lonely road led to a house.",
    'He said, "I am so confused." Then I woke up and was relieved that it was only a dream.',
  ].join(" "),
);

function fail(message: string): never {
  process.stderr.write(`${message}\n\n${USAGE}\n`);
  process.exit(2);
}

const fixed = (value: number) => value.toFixed(2);

function report(result: Evaluation, source: string): string {
  const { analyst, baseline, others, symbols, topQuestion, times } = result;
  const mean = times.reduce((sum, time) => sum + time, 0) / times.length;
  const pooled = (name: string, scores: typeof symbols) =>
    scores
      ? `${name}: precision ${fixed(scores.precision)}, recall ${fixed(scores.recall)}, F1 ${fixed(scores.f1)} (${scores.correct} of ${scores.found} found, ${scores.expected} coded)`
      : `${name}: not coded in this corpus`;
  return [
    `${result.reports} reports from ${source}`,
    "",
    "The dreamer's emotions:",
    scoreTable(analyst, baseline),
    "",
    `macro F1: analyst ${fixed(analyst.macroF1)}, baseline ${fixed(baseline.macroF1)}, difference ${fixed(analyst.macroF1 - baseline.macroF1)}`,
    pooled("other characters' emotions", others),
    pooled("symbols", symbols),
    `most frequent question: ${(topQuestion.share * 100).toFixed(1)}% of dreams ("${topQuestion.question}")`,
    `ms per analysis: mean ${mean.toFixed(1)}, p95 ${percentile(times, 0.95).toFixed(1)}`,
    "",
  ].join("\n");
}

function main(): void {
  const args = process.argv.slice(2);
  if (args.includes("-h") || args.includes("--help")) {
    process.stdout.write(`${USAGE}\n`);
    return;
  }
  const flags = args.filter((arg) => arg.startsWith("-"));
  const files = args.filter((arg) => !arg.startsWith("-"));
  if (files.length > 1 || flags.some((flag) => !["--misses", "--record"].includes(flag)))
    fail("Give at most one corpus file, and only the options below.");
  const file = files[0] ?? DEV_SET;
  if (flags.includes("--record") && file !== DEV_SET) fail("--record is for the development set only.");
  let reports: ReturnType<typeof readCorpus>;
  try {
    reports = readCorpus(file);
  } catch (error) {
    if (error instanceof CorpusError) fail(error.message);
    throw error;
  }
  const analyst = createBuiltinAnalyst();
  // Loads the English model and warms the code up, as in a running server, before anything is timed.
  for (const [i, text] of WARM_UP.entries()) analyst.detect(`${text} (${i})`);
  const result = evaluate(reports, analyst);
  const source = file === DEV_SET ? "the development set (written and coded for Somnia)" : file;
  if (flags.includes("--misses")) process.stdout.write(`${result.misses.join("\n")}\n\n`);
  process.stdout.write(report(result, source));
  if (flags.includes("--record")) {
    // Rounded down, so the regression test's margin is never eaten by rounding.
    const down = (value: number) => Math.floor(value * 1000) / 1000;
    const recorded: Recorded = {
      reports: result.reports,
      macroF1: down(result.analyst.macroF1),
      symbolPrecision: down(result.symbols?.precision ?? 0),
      symbolRecall: down(result.symbols?.recall ?? 0),
    };
    writeFileSync(RECORDED, `${JSON.stringify(recorded, null, 2)}\n`);
    process.stdout.write(`Recorded in ${RECORDED}\n`);
  }
}

main();
