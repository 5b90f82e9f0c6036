import type { ThemeGroup } from "../../domain/symbols/lexicon";
import { detectSymbols } from "./detect-symbols";
import { dreamLanguage } from "./dream-language";
import { formsOf, words } from "./match";
import { readSentences, type Sentence } from "./nlp";

/**
 * Does a dream come back to one of the recurring dreams the user described in their profile?
 * Both are read for what they picture: the lexicon's symbols (weight 2), the families those symbols
 * belong to (0.5), and the other content words by lemma (1: nouns, verbs, adjectives; not the light
 * verbs nor the words people use to say a dream recurs). A recurring dream is a close match when the
 * dream has at least 60% of its weight and at least two of its symbols or words (one, when the
 * recurring dream has only one): 'a childhood house with many unknown rooms' comes back to 'a house
 * with rooms I never knew existed' (the house, the rooms), while a dream that is merely set in a house
 * does not. A profile note may describe several recurring dreams: each line and each sentence of it
 * is compared, and the closest wins.
 */
const CLOSE = 0.6;
const WEIGHT = { symbol: 2, word: 1, theme: 0.5 } as const;
const CONTENT_POS = new Set(["NOUN", "PROPN", "VERB", "ADJ"]);
/** Light verbs, and how people say a dream recurs: they picture nothing. */
const NOT_CONTENT = new Set(
  (
    "be have do get go come know think see seem feel make take keep look want try start begin happen " +
    "exist become say tell give put let use dream dreaming nightmare recur recurring repeat same " +
    "often always usually sometimes again night many much other several few"
  ).split(" "),
);

/** What a text pictures: its symbols (with their families) and its other content words. */
interface Picture {
  symbols: Map<string, { label: string; theme: ThemeGroup }>;
  themes: Set<ThemeGroup>;
  /** Lemmas of the content words that are not part of a symbol's words. */
  words: Set<string>;
  /** Every form of every word, to look a lemma of the other text up in. */
  forms: Set<string>;
}

function pictureOf(sentences: Sentence[]): Picture {
  const found = detectSymbols(sentences);
  const symbolWords = new Set(
    found.flatMap((symbol) => symbol.evidence.flatMap((evidence) => evidence.toLowerCase().split(/\W+/))),
  );
  const picture: Picture = {
    symbols: new Map(found.map(({ symbol, label, entry }) => [symbol, { label, theme: entry.theme }])),
    themes: new Set(found.map((symbol) => symbol.entry.theme)),
    words: new Set(),
    forms: new Set(),
  };
  for (const token of sentences.flatMap(words)) {
    for (const form of formsOf(token)) picture.forms.add(form);
    const lemma = token.lemma || token.normal;
    if (!CONTENT_POS.has(token.pos) || lemma.length < 3 || NOT_CONTENT.has(lemma)) continue;
    if (!symbolWords.has(token.normal)) picture.words.add(lemma);
  }
  return picture;
}

export interface RecurringMatch {
  /** The recurring dream it comes back to, as the user wrote it (a line or a sentence). */
  recurring: string;
  /** The lexicon symbols both picture. */
  symbols: { symbol: string; label: string }[];
  /** The other content words (lemmas) both have. */
  words: string[];
  /** The share of the recurring dream's weight the dream has, 0–1. */
  score: number;
}

function compare(dream: Picture, text: string, recurring: Picture): RecurringMatch | null {
  const symbols = [...recurring.symbols].filter(([id]) => dream.symbols.has(id));
  const shared = [...recurring.words].filter((word) => dream.forms.has(word));
  const themes = [...recurring.themes].filter((theme) => dream.themes.has(theme));
  const total =
    WEIGHT.symbol * recurring.symbols.size +
    WEIGHT.word * recurring.words.size +
    WEIGHT.theme * recurring.themes.size;
  const anchors = recurring.symbols.size + recurring.words.size;
  if (total === 0) return null;
  const score =
    (WEIGHT.symbol * symbols.length + WEIGHT.word * shared.length + WEIGHT.theme * themes.length) / total;
  if (score < CLOSE || symbols.length + shared.length < Math.min(2, anchors)) return null;
  return {
    recurring: text,
    symbols: symbols.map(([symbol, { label }]) => ({ symbol, label })),
    words: shared,
    score,
  };
}

/** Each line of each note, and each sentence of a line of several, as the user wrote them. */
function descriptions(notes: readonly string[]): { text: string; sentences: Sentence[] }[] {
  const found: { text: string; sentences: Sentence[] }[] = [];
  for (const line of notes.flatMap((note) => note.split(/\n+/))) {
    const text = line.trim();
    if (!text || dreamLanguage(text) !== "en") continue;
    const sentences = readSentences(text);
    found.push({ text, sentences });
    if (sentences.length > 1)
      for (const sentence of sentences) found.push({ text: sentence.text, sentences: [sentence] });
  }
  return found;
}

/**
 * The recurring dream (of the profile's notes) that the dream comes closest back to, or null when
 * none is a close match. `dream` is its text, or its sentences when they are already read.
 */
export function matchRecurring(
  dream: string | Sentence[],
  recurring: string | readonly string[],
): RecurringMatch | null {
  const notes = typeof recurring === "string" ? [recurring] : recurring;
  const candidates = descriptions(notes);
  if (candidates.length === 0) return null;
  const picture = pictureOf(typeof dream === "string" ? readSentences(dream) : dream);
  let best: RecurringMatch | null = null;
  for (const { text, sentences } of candidates) {
    const match = compare(picture, text, pictureOf(sentences));
    if (match && (!best || match.score > best.score)) best = match;
  }
  return best;
}
