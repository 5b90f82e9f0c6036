import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { z } from "zod";
import { createBuiltinAnalyst } from "../ai/builtin";
import { HVDC_CLASS, HVDC_CLASSES, type HvdcClass } from "../ai/builtin/lexicon/feelings";
import { percentile, type Scored, score, scoreTable } from "./eval-scores";

/**
 * `npm run eval:analyst -- [corpus.jsonl]`: how well the built-in analyst finds the dreamer's
 * emotions, against human coding. Not a test: it measures.
 *
 * Corpus format, one JSON object per line (blank lines skipped, other fields ignored):
 *
 *   {"text": "I was chased and terrified…", "emotions": ["apprehension"]}
 *
 * `emotions` are the dreamer's emotions in the dream, by the five Hall–Van de Castle classes:
 * "anger", "apprehension", "sadness", "confusion", "happiness" (each at most once; [] for none).
 * The analyst's emotions felt by the dreamer are mapped onto these classes (HVDC_CLASS in
 * ai/builtin/lexicon/feelings/index.ts); a fixed keyword list below is scored in the same run as a
 * baseline. Prints per-class precision, recall and F1, macro F1 for both, and the mean and p95
 * milliseconds per analysis. Without a file it runs on our own development set,
 * ai/builtin/fixtures/dev-set.jsonl; the real evaluation corpus is kept outside the repository.
 */
const USAGE = `Usage: npm run eval:analyst -- [corpus.jsonl]

  corpus.jsonl   one {"text": "...", "emotions": ["anger"|"apprehension"|"sadness"|"confusion"|"happiness", ...]}
                 per line; without it, the development set in apps/server/src/ai/builtin/fixtures/dev-set.jsonl
  -h, --help     show this help`;

const DEV_SET = fileURLToPath(new URL("../ai/builtin/fixtures/dev-set.jsonl", import.meta.url));

const reportSchema = z.object({
  text: z.string().trim().min(1),
  emotions: z.array(z.enum(HVDC_CLASSES)),
});

/** The baseline: a ten-minute keyword list, a word of it anywhere in the report. */
const KEYWORDS: Record<HvdcClass, string[]> = {
  anger: ["angry", "mad", "furious", "annoyed", "irritated", "frustrated"],
  apprehension: [
    "afraid",
    "scared",
    "frightened",
    "terrified",
    "fear",
    "anxious",
    "nervous",
    "worried",
    "panic",
  ],
  sadness: ["sad", "cried", "crying", "unhappy", "lonely", "depressed", "miserable"],
  confusion: ["confused", "puzzled", "surprised", "shocked", "strange", "weird"],
  happiness: ["happy", "glad", "joy", "laughed", "excited", "relieved", "pleased"],
};

/** Not from any corpus: a few sentences that take the analyst through its rules once. */
const WARM_UP = Array.from({ length: 5 }, () =>
  [
    "We were all scared when the lights went out, but my sister was laughing.",
    "I kicked the dog and felt relieved. The dreamer was at her school and she was sad.",
    "I would have been angry if he had stayed; I wasn't afraid. A lonely road led to a house.",
    'He said, "I am so confused." Then I woke up and was relieved that it was only a dream.',
  ].join(" "),
);

function baseline(text: string): HvdcClass[] {
  const words = new Set(text.toLowerCase().match(/[a-z]+/g) ?? []);
  return HVDC_CLASSES.filter((label) => KEYWORDS[label].some((word) => words.has(word)));
}

function fail(message: string): never {
  process.stderr.write(`${message}\n\n${USAGE}\n`);
  process.exit(2);
}

function readCorpus(file: string): z.infer<typeof reportSchema>[] {
  let input: string;
  try {
    input = readFileSync(file, "utf8");
  } catch (error) {
    fail(`Cannot read ${file}: ${error instanceof Error ? error.message : String(error)}`);
  }
  const reports = input.split(/\r?\n/).flatMap((line, index) => {
    if (line.trim().length === 0) return [];
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch {
      fail(`${file}:${index + 1}: not JSON`);
    }
    const parsed = reportSchema.safeParse(value);
    if (!parsed.success)
      fail(`${file}:${index + 1}: ${parsed.error.issues[0]?.message ?? "not a coded report"}`);
    return [parsed.data];
  });
  if (reports.length === 0) fail(`${file} holds no report.`);
  return reports;
}

function main(): void {
  const args = process.argv.slice(2);
  if (args.includes("-h") || args.includes("--help")) {
    process.stdout.write(`${USAGE}\n`);
    return;
  }
  if (args.length > 1 || args.some((arg) => arg.startsWith("-"))) fail("Give at most one corpus file.");
  const file = args[0] ?? DEV_SET;
  const reports = readCorpus(file);
  const analyst = createBuiltinAnalyst();
  // Loads the English model and warms the code up, as in a running server, before anything is timed.
  for (const [i, text] of WARM_UP.entries()) analyst.detect(`${text} (${i})`);
  const times: number[] = [];
  const analystResults: Scored[] = [];
  const baselineResults: Scored[] = [];
  for (const { text, emotions } of reports) {
    const started = performance.now();
    const found = analyst.detect(text).emotions;
    times.push(performance.now() - started);
    const classes = found
      .filter((emotion) => emotion.who === "dreamer")
      .map((emotion) => HVDC_CLASS[emotion.emotion]);
    const expected = [...new Set(emotions)];
    analystResults.push({ expected, found: [...new Set(classes)] });
    baselineResults.push({ expected, found: baseline(text) });
  }
  const analystScores = score(analystResults);
  const baselineScores = score(baselineResults);
  const mean = times.reduce((sum, time) => sum + time, 0) / times.length;
  process.stdout.write(
    [
      `${reports.length} reports from ${file === DEV_SET ? "the development set (our own reports)" : file}`,
      "",
      scoreTable(analystScores, baselineScores),
      "",
      `macro F1: analyst ${analystScores.macroF1.toFixed(2)}, baseline ${baselineScores.macroF1.toFixed(2)}, difference ${(analystScores.macroF1 - baselineScores.macroF1).toFixed(2)}`,
      `ms per analysis: mean ${mean.toFixed(1)}, p95 ${percentile(times, 0.95).toFixed(1)}`,
      "",
    ].join("\n"),
  );
}

main();
