import type { Emotion } from "@somnia/shared/detections";
import type { Detection } from "./detect";
import { strongestFeelings } from "./detect-emotions";
import type { FoundSymbol } from "./detect-symbols";
import { mix } from "./hash";
import type { Sentence } from "./nlp";
import type { DreamFacts } from "./question-facts";
import { imageOf, turningPoint } from "./question-moments";
import { NO_FEELING_QUESTIONS } from "./question-pools";
import {
  FEELING_QUESTIONS,
  type FeelingWords,
  IMAGE_QUESTIONS,
  LUCID_QUESTIONS,
  MIXED_FEELING_QUESTIONS,
  NIGHTMARE_QUESTIONS,
  OTHER_FEELING_QUESTIONS,
  PERSON_QUESTIONS,
  PLACE_QUESTIONS,
  TURNING_QUESTIONS,
} from "./question-templates";
import { addressed, EMOTION_WORDING, feltBy } from "./wording";

/**
 * The questions each element of a dream can give, in the dream's own order (from its hash), each
 * tagged with what it is about (a symbol and its family, a person, the feeling, the turn), so that
 * questions.ts asks at most one on each.
 */

/** Feelings one would rather have less of: their questions ask what helps. */
const HARD = new Set<Emotion>([
  "fear",
  "worry",
  "embarrassment",
  "confusion",
  "anger",
  "annoyance",
  "sadness",
  "disappointment",
  "regret",
  "shame",
]);

/** Characters who are a group, not one person to ask about. */
const GROUPS = /(?:[^s]s|people|crowd|audience|family|everyone|police|staff|team|children)$/;

/** One question to ask, and what it is about: a symbol, its family, a person, the feeling… */
export interface Candidate {
  question: string;
  about: string[];
  /** The symbol it asks about: its own words are never taken as an answer to it. */
  symbol?: FoundSymbol;
}

/** What one dream gives the questions to work with. */
export interface Reading {
  detection: Detection;
  facts: DreamFacts;
  /** The dream's sentences, when its text is known; its words never used as nouns. */
  sentences: Sentence[];
  verbs: Set<string>;
  hash: number;
}

/** A well-spread number from the dream's hash and a key (mix, then a murmur3 finaliser). */
function spread(hash: number, key: string): number {
  let value = mix(key, hash);
  value = Math.imul(value ^ (value >>> 16), 0x85ebca6b);
  value = Math.imul(value ^ (value >>> 13), 0xc2b2ae35);
  return (value ^ (value >>> 16)) >>> 0;
}

/** The items of a list in an order of the dream's own (its hash), the same every time for the same dream. */
export function shuffled<T>(items: readonly T[], hash: number, salt: string): T[] {
  return items
    .map((item, i) => ({ item, key: spread(hash, `${salt}:${i}`) }))
    .sort((a, b) => a.key - b.key)
    .map(({ item }) => item);
}

/** Tags for a symbol: the symbol and its family (the lexicon theme). */
const aboutSymbol = (symbol: FoundSymbol) => [`symbol:${symbol.symbol}`, `theme:${symbol.entry.theme}`];

/** The questions about a symbol, in the dream's order: its lexicon question or one naming its image. */
export function symbolCandidates(symbol: FoundSymbol | undefined, reading: Reading): Candidate[] {
  if (!symbol) return [];
  const about = aboutSymbol(symbol);
  const image = imageOf(symbol, reading.verbs);
  const own = image
    ? shuffled(IMAGE_QUESTIONS, reading.hash, symbol.symbol).map((template) =>
        template(image, /^(?:the|your) /.test(image)),
      )
    : [];
  const lexicon = symbol.entry.question;
  // The lexicon's question first for a quarter of the dreams, so that no one question is asked of
  // many; an image with no name to ask about gets it for half of them, and other questions else.
  const turn = spread(reading.hash, symbol.symbol);
  if (!image && turn % 2 === 1) return [];
  const first = turn % 4 === 0;
  const ordered = first ? [lexicon, ...own] : [...own.slice(0, 2), lexicon, ...own.slice(2)];
  return ordered
    .filter((question): question is string => question !== null)
    .map((question) => ({ question, about, symbol }));
}

export function lucidCandidates(hash: number): Candidate[] {
  const about = ["type:lucid", "symbol:lucid", "theme:otherworldly"];
  return shuffled(LUCID_QUESTIONS, hash, "lucid").map((question) => ({ question, about }));
}

export function feelingCandidates(reading: Reading, nightmare: boolean): Candidate[] {
  const { detection, hash } = reading;
  const strongest = strongestFeelings(detection.feelings);
  const about = ["feeling:dreamer"];
  if (nightmare)
    return shuffled(NIGHTMARE_QUESTIONS, hash, "nightmare").map((question) => ({ question, about }));
  const dreamer = strongest.filter((feeling) => feeling.who === "dreamer");
  const first = dreamer[0];
  if (!first) return shuffled(NO_FEELING_QUESTIONS, hash, "none").map((question) => ({ question, about }));
  const words: FeelingWords = { ...EMOTION_WORDING[first.emotion], hard: HARD.has(first.emotion) };
  const other = dreamer.find((feeling) => HARD.has(feeling.emotion) !== words.hard);
  const mixed =
    other && spread(hash, "mixed") % 3 === 0
      ? shuffled(MIXED_FEELING_QUESTIONS, hash, "mixed").map((template) =>
          template(words.adjective, EMOTION_WORDING[other.emotion].adjective),
        )
      : [];
  const single = shuffled(FEELING_QUESTIONS, hash, "feeling").map((template) => template(words));
  return [...mixed, ...single]
    .filter((q): q is string => q !== null)
    .map((question) => ({ question, about }));
}

/** The person to ask about: a relation or a name first ("my brother", "Anna"), then anyone else. */
export function personCandidates(reading: Reading): Candidate[] {
  const { people } = reading.detection;
  const known = (label: string) => /^(?:my|our) /.test(label) || /^[A-Z]/.test(label);
  const one = (label: string) => /^(?:the|a|an) /.test(label) && !GROUPS.test(label);
  const person = people.find(known) ?? people.find(one);
  if (!person) return [];
  const about = [`person:${person.toLowerCase()}`, ...peopleSymbols(person, reading.detection.found)];
  const who = addressed(person, "the");
  return shuffled(PERSON_QUESTIONS, reading.hash, "person")
    .map((template) => template(who, known(person), !/^(?:my|our) \w+s$/.test(person)))
    .filter((q): q is string => q !== null)
    .map((question) => ({ question, about }));
}

/** The people symbols a character is ("my mum" is **Mother**): questions on both are on one symbol. */
function peopleSymbols(label: string, found: FoundSymbol[]): string[] {
  const head = label.toLowerCase().split(" ").at(-1) ?? "";
  const symbol = found.find(
    (candidate) =>
      candidate.entry.theme === "people" &&
      (candidate.entry.terms.some((term) => term.replace(/:n$/, "") === head) ||
        candidate.evidence.some((words) => words.toLowerCase().split(" ").includes(head))),
  );
  return symbol ? aboutSymbol(symbol) : [];
}

export function otherFeelingCandidates(reading: Reading): Candidate[] {
  const { detection, hash } = reading;
  const feeling = strongestFeelings(detection.feelings).find((felt) => felt.who === "other" && felt.whoName);
  if (!feeling?.whoName) return [];
  const person = detection.people.find((label) => label.endsWith(feeling.whoName ?? "")) ?? feeling.whoName;
  const about = [`person:${person.toLowerCase()}`, ...peopleSymbols(person, detection.found)];
  const who = feltBy(detection.people, feeling.whoName);
  const adjective = EMOTION_WORDING[feeling.emotion].adjective;
  return shuffled(OTHER_FEELING_QUESTIONS, hash, "other").map((template) => ({
    question: template(who, adjective),
    about,
  }));
}

export function turningCandidates(reading: Reading): Candidate[] {
  const feelings = reading.detection.feelings.map((feeling) => feeling.words.toLowerCase());
  const turn = turningPoint(reading.sentences, (clause) =>
    feelings.some((words) => clause.toLowerCase().includes(words)),
  );
  if (!turn) return [];
  const clause = turn.clause.toLowerCase();
  const about = ["turn"];
  for (const symbol of reading.detection.found)
    if (symbol.evidence.some((words) => clause.includes(words.toLowerCase())))
      about.push(...aboutSymbol(symbol));
  return shuffled(TURNING_QUESTIONS, reading.hash, "turn").map((template) => ({
    question: template(turn.clause),
    about,
  }));
}

export function placeCandidates(reading: Reading): Candidate[] {
  const { detection, hash } = reading;
  const pictured = detection.found.flatMap((symbol) => symbol.evidence.map((words) => words.toLowerCase()));
  const place = detection.places.find(
    (candidate) => /^[a-z]/.test(candidate) && !pictured.some((words) => words.includes(candidate)),
  );
  if (!place) return [];
  const about = [`place:${place}`];
  return shuffled(PLACE_QUESTIONS, hash, "place").map((template) => ({ question: template(place), about }));
}
