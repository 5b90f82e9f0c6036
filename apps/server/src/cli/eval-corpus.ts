import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { z } from "zod";
import { HVDC_CLASSES, type HvdcClass } from "../ai/builtin/feelings";
import type { DreamLanguage } from "../domain/languages";
import { LEXICON } from "../domain/symbols/lexicon";

const fixture = (name: string) => fileURLToPath(new URL(`../ai/builtin/fixtures/${name}`, import.meta.url));

/**
 * Somnia's own coded corpus in `language` (ai/builtin/fixtures/CORPUS.md, and <language>/CORPUS.md,
 * say how each was written and coded): the development set, which the analyst's rules are checked
 * against; the held-out set, frozen before the analyst was changed against it and never read for
 * misses; the figures last recorded of each, which the regression tests hold the analyst to; and
 * the language's keyword baseline. English's are in fixtures/, another language's in fixtures/<language>/.
 */
export function corpusOf(language: DreamLanguage) {
  const folder = language === "en" ? "" : `${language}/`;
  return {
    development: fixture(`${folder}dev-set.jsonl`),
    heldOut: fixture(`${folder}held-out.jsonl`),
    recorded: {
      development: fixture(`${folder}dev-set.recorded.json`),
      heldOut: fixture(`${folder}held-out.recorded.json`),
    },
    keywords: fixture(`${folder}baseline-keywords.json`),
  };
}

const english = corpusOf("en");
export const DEV_SET = english.development;
export const HELD_OUT = english.heldOut;

const classes = z.array(z.enum(HVDC_CLASSES));
const symbolIds = new Set(LEXICON.map((entry) => entry.id));

/**
 * One coded report. `emotions`: the dreamer's, in the dream, by Hall–Van de Castle class.
 * `others` (other characters' emotions), `waking` (the dreamer's on waking), `symbols` (lexicon ids
 * really meant), `names` (the characters' proper names as written) and `types` (lucid, nightmare)
 * are optional, so a corpus coded for the dreamer's emotions only is read as well; a report without
 * one is left out of its scores.
 */
export const reportSchema = z.object({
  text: z.string().trim().min(1),
  emotions: classes,
  others: classes.optional(),
  symbols: z
    .array(z.string().refine((id) => symbolIds.has(id), { message: "not a lexicon symbol id" }))
    .optional(),
  waking: classes.optional(),
  names: z.array(z.string().trim().min(1)).optional(),
  types: z.array(z.enum(["lucid", "nightmare"])).optional(),
});
export type CodedReport = z.infer<typeof reportSchema>;

export const recordedSchema = z.object({
  reports: z.number().int().positive(),
  macroF1: z.number().min(0).max(1),
  lowestPrecision: z.number().min(0).max(1),
  /** Share of the reports where nobody is said to feel anything that were given no dreamer emotion. */
  quietShare: z.number().min(0).max(1),
  symbolPrecision: z.number().min(0).max(1),
  symbolRecall: z.number().min(0).max(1),
});
export type Recorded = z.infer<typeof recordedSchema>;

/** A corpus that cannot be read, with the line at fault. */
export class CorpusError extends Error {}

/** The coded reports of a JSON-lines corpus (blank lines skipped, unknown fields ignored). */
export function readCorpus(file: string): CodedReport[] {
  let input: string;
  try {
    input = readFileSync(file, "utf8");
  } catch (error) {
    throw new CorpusError(`Cannot read ${file}: ${error instanceof Error ? error.message : String(error)}`);
  }
  const reports = input.split(/\r?\n/).flatMap((line, index) => {
    if (line.trim().length === 0) return [];
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch {
      throw new CorpusError(`${file}:${index + 1}: not JSON`);
    }
    const parsed = reportSchema.safeParse(value);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const at = issue?.path.length ? ` (${issue.path.join(".")})` : "";
      throw new CorpusError(`${file}:${index + 1}: ${issue?.message ?? "not a coded report"}${at}`);
    }
    return [parsed.data];
  });
  if (reports.length === 0) throw new CorpusError(`${file} holds no report.`);
  return reports;
}

export function readRecorded(set: "development" | "heldOut", language: DreamLanguage = "en"): Recorded {
  return recordedSchema.parse(JSON.parse(readFileSync(corpusOf(language).recorded[set], "utf8")));
}

/** A keyword baseline: for each class, the words (or phrases) of a ten-minute list. */
export type Keywords = Record<HvdcClass, string[]>;
const keywordsSchema = z.object(
  Object.fromEntries(HVDC_CLASSES.map((label) => [label, z.array(z.string().min(1))])) as Record<
    HvdcClass,
    z.ZodArray<z.ZodString>
  >,
);

/** `language`'s keyword baseline (baseline-keywords.json beside its sets). */
export function readKeywords(language: DreamLanguage): Keywords {
  return keywordsSchema.parse(JSON.parse(readFileSync(corpusOf(language).keywords, "utf8")));
}
