import { writeFileSync } from "node:fs";
import { basename } from "node:path";
import { loadBuiltinAnalyst } from "../ai/builtin";
import { DREAM_LANGUAGES, type DreamLanguage } from "../domain/languages";
import { CorpusError, corpusOf, readCorpus } from "./eval-corpus";
import { evaluateReadings } from "./eval-readings";
import { type SetResult, sideBySide, toRecorded } from "./eval-report";
import { evaluate } from "./eval-run";

/**
 * `npm run eval:analyst -- [corpus.jsonl]`: how well the built-in analyst reads dreams, against
 * human coding. Not a test: it measures (the regression test, eval-sets.test.ts, holds it to the
 * recorded figures).
 *
 * Corpus format, one JSON object per line (blank lines skipped, other fields ignored):
 *
 *   {"text": "I was chased and terrified…", "emotions": ["apprehension"], "others": [], "symbols": ["chase"]}
 *
 * `emotions` are the dreamer's emotions in the dream, by the five Hall–Van de Castle classes:
 * "anger", "apprehension", "sadness", "confusion", "happiness" (each at most once; [] for none).
 * `others`, `waking`, `symbols`, `names` and `types` are optional (ai/builtin/fixtures/CORPUS.md).
 * Without a file it prints Somnia's development set and its held-out set side by side: the
 * dreamer's emotions by class against a fixed keyword baseline, the reports with no stated feeling,
 * other characters' emotions and symbols (pooled), names, questions (the most frequent one's share,
 * those the text answers), readings composed with a journal around each report, and the time.
 */
const USAGE = `Usage: npm run eval:analyst -- [corpus.jsonl] [--lang <language>] [--misses] [--record]

  corpus.jsonl   one {"text": "...", "emotions": [...], "others": [...], "symbols": [...]} per line
                 (see apps/server/src/ai/builtin/fixtures/CORPUS.md); without it, the development
                 set and the held-out set side by side
  --lang         the language of the sets (or of the file): ${DREAM_LANGUAGES.join(", ")}; English
                 by default
  --misses       also list each report of the development set (or of the file given) read
                 differently from its coding; never the held-out set's
  --record       write both sets' figures to their *.recorded.json
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

function read(file: string) {
  try {
    return readCorpus(file);
  } catch (error) {
    if (error instanceof CorpusError) fail(error.message);
    throw error;
  }
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  if (args.includes("-h") || args.includes("--help")) {
    process.stdout.write(`${USAGE}\n`);
    return;
  }
  const at = args.indexOf("--lang");
  const language = at >= 0 ? args[at + 1] : "en";
  if (!(DREAM_LANGUAGES as readonly (string | undefined)[]).includes(language))
    fail(`--lang takes one of ${DREAM_LANGUAGES.join(", ")}.`);
  const rest = at >= 0 ? args.filter((_, index) => index !== at && index !== at + 1) : args;
  const flags = rest.filter((arg) => arg.startsWith("-"));
  const files = rest.filter((arg) => !arg.startsWith("-"));
  if (files.length > 1 || flags.some((flag) => !["--misses", "--record"].includes(flag)))
    fail("Give at most one corpus file, and only the options below.");
  const corpus = corpusOf(language as DreamLanguage);
  if (flags.includes("--record") && files.length > 0) fail("--record is for Somnia's own sets only.");
  if (flags.includes("--misses") && files[0]?.endsWith("held-out.jsonl"))
    fail("The held-out set's misses are never shown: reading them would make it a development set.");
  const sets = files[0]
    ? [{ name: basename(files[0]), file: files[0] }]
    : [
        { name: "development", file: corpus.development },
        { name: "held-out", file: corpus.heldOut },
      ];
  const corpora = sets.map((set) => ({ ...set, reports: read(set.file) }));
  const analyst = await loadBuiltinAnalyst();
  // Loads the English model and warms the code up, as in a running server, before anything is timed.
  for (const [i, text] of WARM_UP.entries()) analyst.detect(`${text} (${i})`);
  const results: SetResult[] = corpora.map(({ name, reports }) => ({
    name,
    result: evaluate(reports, analyst, language as DreamLanguage),
    readings: reports.some((report) => report.symbols)
      ? evaluateReadings(reports, analyst, language as DreamLanguage)
      : null,
  }));
  const first = results[0];
  if (flags.includes("--misses") && first) {
    const { misses, questions, names } = first.result;
    const lines = [
      ...misses,
      "",
      "Questions the text answers:",
      ...questions.answerable,
      "",
      `Names not coded: ${names.wrong.join(", ") || "none"}`,
    ];
    process.stdout.write(`${lines.join("\n")}\n\n`);
  }
  process.stdout.write(`${sideBySide(results)}\n`);
  if (flags.includes("--record")) {
    const [development, heldOut] = results;
    const { recorded } = corpus;
    if (development)
      writeFileSync(recorded.development, `${JSON.stringify(toRecorded(development), null, 2)}\n`);
    if (heldOut) writeFileSync(recorded.heldOut, `${JSON.stringify(toRecorded(heldOut), null, 2)}\n`);
    process.stdout.write(`Recorded in ${recorded.development} and ${recorded.heldOut}\n`);
  }
}

await main();
