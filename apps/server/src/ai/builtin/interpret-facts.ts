import type { DreamType } from "@somnia/shared/dreams";
import type { Detection } from "./detect";
import { type Feeling, strongestFeelings } from "./detect-emotions";
import { type FoundSymbol, rankSymbols } from "./detect-symbols";
import { textHash } from "./hash";
import { readSentences, type Sentence, type Token } from "./nlp";
import { suggestTypes } from "./suggest-types";
import type { InterpretInput } from "./types";
import { addressed, quote } from "./wording";

/** A symbol as this dream pictures it, in its own words: "the cold ocean", "your grandmother's kitchen". */
export interface Image {
  symbol: FoundSymbol;
  /** A noun phrase from the dream for a thing, place or person; null for an action ("fell", "chased"). */
  phrase: string | null;
}

/** What a reading of one dream draws on: its words, what the analyst found in them, and its types. */
export interface DreamFacts {
  content: string;
  title: string | null;
  date: string;
  /** The text's hash: which wording each frame takes (hash.ts). */
  hash: number;
  detection: Detection;
  ranked: FoundSymbol[];
  sentences: Sentence[];
  /** The symbols as pictured, strongest first (people too). */
  images: Image[];
  /** The strongest feeling felt in the dream (not on waking): the dreamer's first. */
  feeling: Feeling | undefined;
  types: DreamType[];
  /** The sentences of the dream before waking up, as written. */
  dreamt: Sentence[];
  /** Other things the dream names, in its words ("the theatre", "the wardrobe"): no lexicon symbol. */
  things: string[];
}

const POSSESSIVE: Record<string, string> = { my: "your", our: "your", mine: "yours" };
const KEEP = new Set(["your", "his", "her", "their", "this", "that", "these", "those"]);
const MODIFIERS = new Set(["ADJ", "NOUN", "PROPN", "NUM"]);

/**
 * The noun phrase around a symbol's word, as the dream says it, addressed to the dreamer: "my
 * grandmother's kitchen" → "your grandmother's kitchen", "a cold ocean" → "the cold ocean".
 */
function nounPhrase(tokens: Token[], at: number): string | null {
  const head = tokens[at];
  if (!head || (head.pos !== "NOUN" && head.pos !== "PROPN")) return null;
  let end = at;
  while (tokens[end + 1]?.pos === "NOUN" && end - at < 1) end++;
  let start = at;
  while (start > 0 && at - start < 3) {
    const before = tokens[start - 1] as Token;
    if (MODIFIERS.has(before.pos)) start--;
    else if (/^['’]s$/.test(before.text) && start >= 2) start -= 2;
    else break;
  }
  const words = tokens.slice(start, end + 1).map((token) => token.text);
  if (words.some((word) => /^['’]s$/.test(word) === false && !/^[\w'’-]+$/.test(word))) return null;
  const determiner = tokens[start - 1]?.normal ?? "";
  // "I'm a teacher", "I was the teacher": the dreamer, not someone met in the dream.
  const be = tokens[start - (KEEP.has(determiner) || ["a", "an", "the"].includes(determiner) ? 2 : 1)];
  if (
    be &&
    ["am", "'m", "was", "were"].includes(be.normal) &&
    tokens.at(tokens.indexOf(be) - 1)?.normal === "i"
  )
    return null;
  const phrase = words.join(" ").replace(/ (['’]s)\b/g, "$1");
  // A capital that only opens the sentence ("Water.") is no name.
  const opening =
    tokens[start]?.position === 0 &&
    !tokens.some((t, i) => i !== start && t.text === tokens[start]?.text && t.position > 0);
  if (tokens[start]?.pos === "PROPN" && !opening) return phrase;
  // "someone's dog": the possessor stands in for the article.
  const possessed = words.some((word) => /^['’]s$/.test(word));
  if (
    possessed &&
    !POSSESSIVE[determiner] &&
    !KEEP.has(determiner) &&
    !["a", "an", "the"].includes(determiner)
  ) {
    return `${phrase.charAt(0).toLowerCase()}${phrase.slice(1)}`;
  }
  // "at work", "through dark water": a noun without an article stays without one.
  if (tokens[start - 1]?.pos === "ADP") return phrase.toLowerCase();
  if (POSSESSIVE[determiner]) return `${POSSESSIVE[determiner]} ${phrase}`;
  if (KEEP.has(determiner)) return `${determiner} ${phrase}`;
  return `the ${phrase.charAt(0).toLowerCase()}${phrase.slice(1)}`;
}

function imagesOf(ranked: FoundSymbol[], sentences: Sentence[]): Image[] {
  const tokens = sentences.flatMap((sentence) => sentence.tokens);
  const byIndex = new Map(tokens.map((token, i) => [token.index, i]));
  return ranked.map((symbol) => {
    const at = byIndex.get(symbol.first);
    const words = symbol.evidence[0]?.split(" ").length ?? 1;
    const phrase = at === undefined ? null : nounPhrase(tokens, at + words - 1);
    // An action's word is no thing ("the duck swam" is swimming, not a duck).
    const action = /^(?:being \w+|\w+ing)\b/i.test(symbol.label) || symbol.entry.prep !== undefined;
    return { symbol, phrase: phrase && !action && phrase.split(" ").length <= 5 ? phrase : null };
  });
}

/** Nouns that name nothing in particular. */
const LIGHT = new Set(
  (
    "time times way ways thing things lot lots bit kind sort moment moments dream dreams night day days " +
    "people person one ones end side back top front middle part place point something everything nothing " +
    "anything someone everyone anyone nobody while minute minutes second seconds hour hours year years " +
    "week weeks morning evening idea reason feeling feelings sense fact number rest other others"
  ).split(" "),
);

/** The other things a dream names, as it names them, in order: no symbol's words, nothing light. */
function thingsOf(sentences: Sentence[], ranked: FoundSymbol[]): string[] {
  const tokens = sentences.flatMap((sentence) => sentence.tokens);
  const pictured = new Set(
    ranked.flatMap((symbol) => symbol.evidence.flatMap((words) => words.toLowerCase().split(" "))),
  );
  const things: string[] = [];
  tokens.forEach((token, i) => {
    if (
      token.pos !== "NOUN" ||
      token.text.length < 4 ||
      LIGHT.has(token.normal) ||
      pictured.has(token.normal)
    )
      return;
    if (tokens[i + 1]?.pos === "NOUN") return; // the head of "car park" is "park"
    const phrase = nounPhrase(tokens, i);
    if (phrase && phrase.split(" ").length <= 4 && !things.includes(phrase)) things.push(phrase);
  });
  return things;
}

/** The sentences of the dream itself: those before the one where the dreamer wakes up. */
const WOKE =
  /\b(?:woke|awoke|awakened|woken)\b|\bwak(?:e|ing) up\b(?! (?:in|at|on|inside) (?:a|an|the|my)\b)|\b(?:only|just) a dream\b/i;

function dreamtSentences(sentences: Sentence[]): Sentence[] {
  // The first sentence may wake inside the dream ("I woke up in my bed but the room looked different").
  const woke = sentences.findIndex((sentence, i) => i > 0 && WOKE.test(sentence.text));
  return woke < 0 ? sentences : sentences.slice(0, woke);
}

export function factsOf(input: InterpretInput, detection: Detection): DreamFacts {
  const content = input.dream.content;
  const sentences = detection.language === "en" ? readSentences(content) : [];
  const ranked = rankSymbols(detection.found);
  const dreamt = dreamtSentences(sentences);
  const strongest = strongestFeelings(detection.feelings.filter((feeling) => !feeling.waking));
  return {
    content,
    title: input.dream.title?.trim() || null,
    date: input.dream.date,
    hash: textHash(content),
    detection,
    ranked,
    sentences,
    images: imagesOf(ranked, sentences),
    feeling: strongest[0],
    types: input.dream.types ?? suggestTypes(content),
    dreamt,
    things: thingsOf(dreamt, ranked),
  };
}

/** The dreamer's own words in quotation marks, never the same passage twice in one reading. */
export class Quoter {
  private readonly used = new Set<string>();
  constructor(private readonly text: string) {}

  /** A whole clause or sentence holding `focus` (wording.ts's quote), or null when it was quoted already. */
  quote(max: number, focus?: string, text = this.text): string | null {
    const quoted = quote(text, max, focus);
    const key = quoted.toLowerCase().replace(/[“”]/g, "");
    if ([...this.used].some((used) => used.includes(key) || key.includes(used))) return null;
    this.used.add(key);
    return quoted;
  }
}

/** People named in the dream, as said to the dreamer: "your grandmother", "Anna", "a stranger". */
export function peopleOf(facts: DreamFacts): string[] {
  const fromImages = facts.images
    .filter((image) => image.symbol.entry.theme === "people" && image.phrase)
    .map((image) => image.phrase as string);
  const named = facts.detection.people
    .filter((person) => /^[A-Z]/.test(person) || person.startsWith("my "))
    .map((person) => addressed(person));
  return [...new Set([...fromImages, ...named])].filter(
    (person, i, all) =>
      !all.some((other, j) => j !== i && other.length > person.length && other.endsWith(person)),
  );
}
