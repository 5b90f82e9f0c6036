import type { BuiltinAnalyst } from "../ai/builtin";
import { dreamLanguage } from "../ai/builtin/dream-language";
import { HVDC_CLASS, HVDC_CLASSES, type HvdcClass } from "../ai/builtin/feelings";
import { suggestTypes } from "../ai/builtin/suggest-types";
import type { DreamLanguage } from "../domain/languages";
import { type CodedReport, type Keywords, readKeywords } from "./eval-corpus";
import { answeredBy } from "./eval-questions";
import { type PooledScore, pooledScore, type Scored, type Scores, score } from "./eval-scores";

/**
 * The baseline: the language's ten-minute keyword list (fixtures/…/baseline-keywords.json), a word
 * of it anywhere in the report (a phrase of several words, anywhere in its words).
 */
export function baseline(text: string, keywords: Keywords): HvdcClass[] {
  const words: string[] = text.toLowerCase().match(/\p{L}+/gu) ?? [];
  const joined = ` ${words.join(" ")} `;
  const has = (keyword: string) => {
    const wanted = keyword.toLowerCase().match(/\p{L}+/gu) ?? [];
    return wanted.length > 1 ? joined.includes(` ${wanted.join(" ")} `) : words.includes(wanted[0] ?? "");
  };
  return HVDC_CLASSES.filter((label) => keywords[label].some(has));
}

/** The reader's language when measuring a whole report: not the report's, so it decides nothing. */
export const OTHER_READER: Record<DreamLanguage, DreamLanguage> = {
  en: "fr",
  fr: "en",
  es: "en",
  de: "en",
  it: "en",
  pt: "en",
};

/** A report's first sentence: a dream as short as one noted in a hurry. */
export const firstSentence = (text: string) => text.split(/(?<=[.!?…])\s+/u)[0] ?? text;

export interface Evaluation {
  reports: number;
  /** The dreamer's emotions, by class: the analyst and the keyword baseline. */
  analyst: Scores;
  baseline: Scores;
  /** Other characters' emotions, the dreamer's on waking and the symbols, pooled; null when no report codes them. */
  others: PooledScore | null;
  waking: PooledScore | null;
  symbols: PooledScore | null;
  /** The dream types suggested from the text (lucid, nightmare), pooled; null when no report codes them. */
  types: PooledScore | null;
  /** Reports where nobody is said to feel anything, and how many of them got no dreamer emotion. */
  quiet: { reports: number; silent: number };
  /** Proper names the analyst gave characters that the coders did not (reports coding `names`). */
  names: { checked: number; wrong: string[] };
  /** The question asked of the most dreams, and the share of dreams it was asked of. */
  topQuestion: { question: string; share: number };
  /** Questions asked, and those the dream's text already answers (eval-questions.ts), with why. */
  questions: { asked: number; answerable: string[] };
  /** Milliseconds per report: detection, then the brief analysis and its questions. */
  times: number[];
  /** One line per report the analyst did not read as coded: what it added (+) and missed (-). */
  misses: string[];
  /**
   * Reports whose language was detected right: whole, for a reader of another language; and their
   * first sentence alone, for a reader of the report's language (the tie-breaker of a short text).
   */
  language: { whole: number; firstSentence: number };
}

const classesOf = (emotions: { emotion: keyof typeof HVDC_CLASS; when?: "waking" }[]) => [
  ...new Set(emotions.map((emotion) => HVDC_CLASS[emotion.emotion])),
];

function difference(expected: string[], found: string[]): string {
  const added = found.filter((label) => !expected.includes(label)).map((label) => `+${label}`);
  const missed = expected.filter((label) => !found.includes(label)).map((label) => `-${label}`);
  return [...added, ...missed].join(" ");
}

/** Runs the analyst over coded reports and scores it (the CLI prints this; the regression test checks it). */
export function evaluate(
  reports: CodedReport[],
  analyst: BuiltinAnalyst,
  language: DreamLanguage = "en",
): Evaluation {
  const keywords = readKeywords(language);
  const detected = { whole: 0, firstSentence: 0 };
  const dreamer: Scored[] = [];
  const keywordScores: Scored[] = [];
  const others: { expected: string[]; found: string[] }[] = [];
  const symbols: { expected: string[]; found: string[] }[] = [];
  const types: { expected: string[]; found: string[] }[] = [];
  const waking: { expected: string[]; found: string[] }[] = [];
  const asked = new Map<string, number>();
  const times: number[] = [];
  const misses: string[] = [];
  const quiet = { reports: 0, silent: 0 };
  const names = { checked: 0, wrong: [] as string[] };
  const questionsAsked = { asked: 0, answerable: [] as string[] };
  reports.forEach((report, index) => {
    if (dreamLanguage(report.text, OTHER_READER[language]) === language) detected.whole++;
    if (dreamLanguage(firstSentence(report.text), language) === language) detected.firstSentence++;
    const started = performance.now();
    const found = analyst.detect(report.text);
    const { questions } = analyst.analyze(report.text);
    times.push(performance.now() - started);
    for (const question of new Set(questions)) asked.set(question, (asked.get(question) ?? 0) + 1);
    questionsAsked.asked += questions.length;
    for (const question of questions) {
      const why = answeredBy(question, report.text, report.names);
      if (why) questionsAsked.answerable.push(`${index + 1}. "${question}": ${why}`);
    }
    const expected = [...new Set(report.emotions)];
    const inDream = found.emotions.filter((emotion) => !emotion.when);
    const felt = classesOf(inDream.filter((emotion) => emotion.who === "dreamer"));
    if (expected.length === 0 && report.others?.length === 0) {
      quiet.reports++;
      if (felt.length === 0) quiet.silent++;
    }
    if (report.names) {
      names.checked++;
      const coded = report.names.map((name) => name.toLowerCase());
      for (const person of found.people.filter((label) => /^[A-Z]/.test(label))) {
        const name = person.toLowerCase();
        if (!coded.some((known) => known.includes(name) || name.includes(known))) names.wrong.push(person);
      }
    }
    dreamer.push({ expected, found: felt });
    keywordScores.push({ expected, found: baseline(report.text, keywords) });
    const notes = [["dreamer", difference(expected, felt)]];
    if (report.others) {
      const theirs = classesOf(inDream.filter((emotion) => emotion.who === "other"));
      others.push({ expected: report.others, found: theirs });
      notes.push(["others", difference(report.others, theirs)]);
    }
    if (report.waking) {
      const onWaking = found.emotions.filter(
        (emotion) => emotion.when === "waking" && emotion.who === "dreamer",
      );
      waking.push({ expected: report.waking, found: classesOf(onWaking) });
      notes.push(["waking", difference(report.waking, classesOf(onWaking))]);
    }
    if (report.symbols) {
      const ids = found.symbols.map((symbol) => symbol.symbol);
      symbols.push({ expected: report.symbols, found: ids });
      notes.push(["symbols", difference(report.symbols, ids)]);
    }
    if (report.types) {
      const suggested = suggestTypes(report.text).filter((type) => type !== "recurring");
      types.push({ expected: report.types, found: suggested });
      notes.push(["types", difference(report.types, suggested)]);
    }
    const wrong = notes.filter(([, note]) => note).map(([what, note]) => `${what} ${note}`);
    if (wrong.length > 0) misses.push(`${index + 1}. ${wrong.join("; ")}\n   ${report.text}`);
  });
  const [question = "", count = 0] = [...asked].sort((a, b) => b[1] - a[1])[0] ?? [];
  return {
    reports: reports.length,
    analyst: score(dreamer),
    baseline: score(keywordScores),
    others: others.length > 0 ? pooledScore(others) : null,
    waking: waking.length > 0 ? pooledScore(waking) : null,
    symbols: symbols.length > 0 ? pooledScore(symbols) : null,
    types: types.length > 0 ? pooledScore(types) : null,
    quiet,
    names,
    topQuestion: { question, share: count / reports.length },
    questions: questionsAsked,
    times,
    misses,
    language: detected,
  };
}
