import { DREAM_SIGN_MIN_DREAMS, MAX_DREAM_SIGNS } from "@somnia/shared/symbols";
import type { BuiltinAnalyst } from "../ai/builtin";
import { mix, textHash } from "../ai/builtin/hash";
import { sentencesOf } from "../ai/sentences";
import type { DreamLanguage } from "../domain/languages";
import { assembleContext } from "../services/interpretation/assemble-context";
import type { ContextDream, ContextRows } from "../services/interpretation/context-types";
import type { CodedReport } from "./eval-corpus";

/**
 * The interpretations the built-in analyst composes for a coded corpus, each with a journal made
 * around it, and what `npm run eval:analyst` measures of them: sentences shared by many readings
 * once the dream's own words are masked, the dream-specific details, whether a lucid or nightmare
 * report's reading speaks of its type, links to earlier dreams that share neither a dream sign nor
 * two coded symbols, and answered questions asked again.
 */
export interface ReadingFigures {
  readings: number;
  /** The sentence found in the most readings, masked, and the share of readings it is in. */
  topSentence: { sentence: string; share: number };
  /** Share of readings with at least three of the dream's own details quoted or named. */
  specific: number;
  /** Lucid and nightmare reports (as coded), and how many of their readings speak of the type. */
  typed: { reports: number; spoken: number };
  /** Earlier dreams a reading links to, and those sharing neither a dream sign nor two symbols. */
  links: { total: number; unfounded: number };
  /** Readings that ask again a question the dreamer has answered. */
  reasked: number;
}

const JOURNAL = 14;
const DAY = 86_400_000;
const BASE = Date.UTC(2026, 0, 1);

/** Answers a person might give, in their own words; a report's answers are picked by its hash. */
const ANSWERS = [
  "It reminded me of the flat I lived in as a student.",
  "Calm, mostly, until the very end.",
  "My sister, I think. We haven't really talked since the summer.",
  "Probably work. There is a deadline on Friday that I keep putting off.",
  "I would have stayed and talked to them instead of leaving.",
  "Nothing like that has happened to me awake.",
  "The light in it. Everything was very bright.",
  "I was tired all week and went to bed late.",
  "Yes, I had a dream like it a few years ago.",
  "Scared at first, then oddly relieved.",
];

const WORD = /\p{L}+(?:['’]\p{L}+)?/gu;
const words = (text: string) => text.toLowerCase().match(WORD) ?? [];
/** A quotation in any of the six languages' marks: “…”, «…», „…“ or "…". */
const QUOTATION = /“([^”]*)”|«([^»]*)»|„([^“]*)“|"([^"]*)"/gu;
const dateOf = (day: number) => new Date(BASE + day * DAY).toISOString().slice(0, 10);

function journalFor(reports: CodedReport[], index: number): number[] {
  const own = new Set(reports[index]?.symbols ?? []);
  const others = reports.map((_, i) => i).filter((i) => i !== index);
  const overlap = (i: number) => (reports[i]?.symbols ?? []).filter((id) => own.has(id)).length;
  const closest = [...others].sort((a, b) => overlap(b) - overlap(a) || a - b).slice(0, 4);
  const hash = textHash(reports[index]?.text ?? "");
  const random = others
    .filter((i) => !closest.includes(i))
    .sort((a, b) => mix(String(a), hash) - mix(String(b), hash))
    .slice(0, JOURNAL - closest.length);
  return [...closest, ...random];
}

/** The journal's dream signs, as the app counts them: symbols of at least two dreams, the most first. */
function signsOf(journal: CodedReport[]): Set<string> {
  const counts = new Map<string, number>();
  for (const report of journal)
    for (const id of new Set(report.symbols)) counts.set(id, (counts.get(id) ?? 0) + 1);
  const ranked = [...counts]
    .filter(([, count]) => count >= DREAM_SIGN_MIN_DREAMS)
    .sort((a, b) => b[1] - a[1]);
  return new Set(ranked.slice(0, MAX_DREAM_SIGNS).map(([id]) => id));
}

/** Quoted passages of the reading that come from the dream, and its rare words named outside quotes. */
function detailsOf(reading: string, dream: string, common: Set<string>): number {
  const said = new Set(words(dream));
  const quotes = [...reading.matchAll(QUOTATION)].map((match) => match.slice(1).find((group) => group) ?? "");
  const fromDream = quotes.filter((quote) => {
    const quoted = words(quote);
    return quoted.length >= 2 && quoted.every((word) => said.has(word));
  });
  const outside = words(reading.replace(QUOTATION, " "));
  const named = new Set(outside.filter((word) => word.length >= 4 && said.has(word) && !common.has(word)));
  return new Set(fromDream).size + named.size;
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** How a reading in each language names a dream's type (its wording in languages/wording/). */
const TYPE_WORDS: Record<DreamLanguage, Record<"lucid" | "nightmare", RegExp>> = {
  en: { lucid: /\blucid/i, nightmare: /\bnightmare/i },
  fr: { lucid: /\blucide/i, nightmare: /\bcauchemar/i },
  es: { lucid: /\blúcido/i, nightmare: /\bpesadilla/i },
  de: { lucid: /\bluzid|klartraum/i, nightmare: /albtraum/i },
  it: { lucid: /\blucido/i, nightmare: /\bincubo/i },
  pt: { lucid: /\blúcido/i, nightmare: /\bpesadelo/i },
};

export function evaluateReadings(
  reports: CodedReport[],
  analyst: BuiltinAnalyst,
  language: DreamLanguage = "en",
): ReadingFigures {
  const coded = reports.filter((report) => report.symbols);
  // Words in at least a tenth of the reports are no detail of any one dream.
  const frequency = new Map<string, number>();
  for (const report of coded)
    for (const word of new Set(words(report.text))) frequency.set(word, (frequency.get(word) ?? 0) + 1);
  const common = new Set(
    [...frequency].filter(([, count]) => count >= coded.length / 10).map(([word]) => word),
  );
  const sentenceReadings = new Map<string, number>();
  const figures: ReadingFigures = {
    readings: coded.length,
    topSentence: { sentence: "", share: 0 },
    specific: 0,
    typed: { reports: 0, spoken: 0 },
    links: { total: 0, unfounded: 0 },
    reasked: 0,
  };
  // Each report's title and symbols, found once: a report is in about fourteen journals.
  const found = coded.map((report) => ({
    report,
    title: analyst.title(report.text),
    symbols: analyst.detect(report.text).symbols.map(({ symbol, label }) => ({ symbol, label })),
  }));
  found.forEach(({ report, title: dreamTitle }, index) => {
    const members = journalFor(coded, index).map((i) => found[i] as (typeof found)[number]);
    const journal = members.map((member) => member.report);
    // Titles made unique, as a link is told by the title the reading names.
    const titles = new Map<string, number>();
    const uniqueTitle = (title: string) => {
      const seen = (titles.get(title) ?? 0) + 1;
      titles.set(title, seen);
      return seen === 1 ? title : `${title} ${seen}`;
    };
    const earlier: ContextDream[] = members.map((other, day) => ({
      id: `earlier-${day}`,
      title: uniqueTitle(other.title),
      content: other.report.text,
      date: dateOf(day),
      excludeFromAi: false,
      symbols: other.symbols,
      types: other.report.types,
    }));
    const hash = textHash(report.text);
    const { questions } = analyst.analyze(report.text);
    const answered = questions.slice(0, 3).map((question, i) => ({
      id: `answer-${i}`,
      question,
      answer: ANSWERS[(hash + i * 7) % ANSWERS.length] as string,
      createdAt: new Date(BASE + (JOURNAL + 1) * DAY),
    }));
    const rows: ContextRows = {
      dream: {
        id: "dream",
        title: dreamTitle,
        content: report.text,
        date: dateOf(JOURNAL + 1),
        excludeFromAi: false,
        // The coded types, as the user's own would be.
        types: report.types,
      },
      answers: answered,
      memory:
        hash % 3 === 0
          ? [
              {
                id: "personal",
                infoType: "personal",
                content: "Gender: female; born in 1990.",
                updatedAt: new Date(BASE),
                fromDream: null,
              },
            ]
          : [],
      earlier,
    };
    const detect = (text: string) =>
      analyst.detect(text).symbols.map(({ symbol, label }) => ({ symbol, label }));
    const { input } = assembleContext(rows, { detect });
    const reading = [...analyst.interpret(input)].join("");

    const own = new Set([
      ...words(report.text),
      ...words(rows.dream.title ?? ""),
      ...answered.flatMap((a) => words(a.answer)),
    ]);
    const masked = new Set(
      sentencesOf(reading.replace(/\*\*/g, "")).map((sentence) =>
        sentence
          .replace(QUOTATION, "“…”")
          .replace(WORD, (word) => (own.has(word.toLowerCase()) ? "_" : word))
          .replace(/\d+/g, "#")
          .trim(),
      ),
    );
    for (const sentence of masked) sentenceReadings.set(sentence, (sentenceReadings.get(sentence) ?? 0) + 1);
    if (detailsOf(reading, report.text, common) >= 3) figures.specific++;
    for (const type of report.types ?? []) {
      figures.typed.reports++;
      if (TYPE_WORDS[language][type].test(reading)) figures.typed.spoken++;
    }
    const signs = signsOf([report, ...journal]);
    const mine = new Set(report.symbols);
    earlier.forEach((dream, i) => {
      // Named in the reading, in any language's quotation marks.
      if (!dream.title || !new RegExp(`[“«„]\\s?${escaped(dream.title)}\\s?[”»“]`).test(reading)) return;
      const shared = (journal[i]?.symbols ?? []).filter((id) => mine.has(id));
      figures.links.total++;
      if (shared.length < 2 && !shared.some((id) => signs.has(id))) figures.links.unfounded++;
    });
    const asked = new Set(sentencesOf(reading).map((sentence) => sentence.trim()));
    if (answered.some((pair) => reading.includes(pair.question) || asked.has(pair.question)))
      figures.reasked++;
  });
  const [sentence = "", count = 0] = [...sentenceReadings].sort((a, b) => b[1] - a[1])[0] ?? [];
  figures.topSentence = { sentence, share: coded.length === 0 ? 0 : count / coded.length };
  figures.specific = coded.length === 0 ? 0 : figures.specific / coded.length;
  return figures;
}
