import type { LexiconEntry } from "../../domain/symbols/lexicon";
import { isFeelingWord } from "./emotion-match";
import { formsOf } from "./match";
import type { Token } from "./nlp";
import { isPerson, objectKind, subjectKind } from "./symbol-actors";
import { inBackstory } from "./symbol-backstory";
import { kinTitle, letterCompound } from "./symbol-compounds";

/** What the whole dream tells about its words, read once before its symbols. */
export interface SenseContext {
  /** Words of titles and given names ("Sister Carrie"): never symbols (titles.ts). */
  named: ReadonlySet<number>;
  /** Each stated feeling's words, by token index ("over the moon", "so hurt"). */
  feelingSpans: readonly number[][];
}

/** How far around a match, in tokens, `notNear` words are looked for. */
const NEAR = 8;
const BREAKS = new Set([",", ";", ":", "—", "–", ".", "!", "?"]);
const list = (text: string) => text.trim().split(/\s+/);
/** Words of a noun phrase: "a sack of sand", "my old school's", "a pop-up book". */
const IN_PHRASE = new Set(["DET", "ADJ", "NUM", "NOUN", "PROPN"]);
const PHRASE_WORDS = new Set(list("of - my your his her its our their 's something someone"));
/** "as big as", "big as": adjectives that compare; "such as", "as far as" do not. */
const NOT_COMPARING = new Set(list("such same far long much many"));

/** "I like dogs", "didn't like", "would like": "like" is the verb, not a comparison (wink tags either way). */
const likedBy = (before: Token | undefined) =>
  !!before && (SUBJECTS.has(before.normal) || LIKE_AUXILIARIES.has(before.normal));
const SUBJECTS = new Set(list("i you we they he she who people everyone"));
/** What makes "like" open a clause, as "as if" does: "like they were…", "like when…". */
const AS_IF = new Set(list("i you he she it we they someone somebody when"));
/** "like she always did", "like we used to": the way it was done, not a comparison. */
const HABIT = new Set(list("always usually normally used did does do would"));
const LIKE_AUXILIARIES = new Set(list("n't not never would 'd to do did does really always"));

/**
 * "as if a friend had died", "I felt like a fish out of water", "like a sack of sand", "like after
 * a storm", "fish as big as dogs", "a wave the size of a block of flats": the word is in what
 * something is compared to, not the dream's image.
 */
function inComparison(tokens: Token[], at: number): boolean {
  let joined = false;
  for (let i = at - 1; i > 0; i--) {
    const token = tokens[i] as Token;
    const before = tokens[i - 1] as Token;
    if (BREAKS.has(token.normal)) break;
    if (before.normal === "as" && ["if", "though"].includes(token.normal)) return true;
    // "like they were waiting for a bus", "like when you get into a warm bath": "as if", up to the
    // next clause ("…like it was story time and a carer was reading a book"); not "like she always did".
    joined ||= token.pos === "CCONJ";
    const habit = HABIT.has(tokens[i + 1]?.normal ?? "");
    if (before.normal === "like" && !likedBy(tokens[i - 2]) && AS_IF.has(token.normal) && !joined && !habit)
      return true;
  }
  for (let i = at - 1; i >= 0; i--) {
    const token = tokens[i] as Token;
    const before = tokens[i - 1];
    if (token.normal === "like" && !likedBy(before)) return true;
    if (token.normal === "as" && before?.pos === "ADJ" && !NOT_COMPARING.has(before.normal)) return true;
    if (token.normal === "of" && ["size", "shape", "height"].includes(before?.normal ?? "")) return true;
    // "like after a storm", "like in a film": one preposition right after "like".
    const afterLike = before?.normal === "like" && token.pos === "ADP";
    // "a pop-up book": the parts of a hyphenated word.
    const hyphenated = before?.normal === "-" && !token.spaceBefore;
    if (!afterLike && !hyphenated && !IN_PHRASE.has(token.pos) && !PHRASE_WORDS.has(token.normal))
      return false;
  }
  return false;
}

/** "sick with worry", "a wave of relief", "burning with anger": the word only carries a feeling. */
function carriesFeeling(tokens: Token[], end: number): boolean {
  if (!["of", "with", "in"].includes(tokens[end + 1]?.normal ?? "")) return false;
  let i = end + 2;
  while (tokens[i] && ["DET", "ADJ", "ADV", "PRON"].includes(tokens[i]?.pos ?? "")) i++;
  const next = tokens[i];
  return !!next && isFeelingWord(next);
}

function nearWords(tokens: Token[], first: number, last: number, words: string[]): boolean {
  const wanted = new Set(words);
  const around = [
    ...tokens.slice(Math.max(0, first - NEAR), first),
    ...tokens.slice(last + 1, last + 1 + NEAR),
  ];
  return around.some((token) => [...formsOf(token)].some((form) => wanted.has(form)));
}

/**
 * Is this match of the entry another sense of its words, told by the words around it? A title or
 * a name; a word inside a feeling's idiom ("over the moon", "butterflies in my stomach"), unless
 * the entry names the whole idiom; a comparison; a word that only carries a feeling ("sick with
 * worry"); the entry's `notNear` words close by; an actor entry's verb with a thing as subject;
 * a `doneTo` verb with no person, animal or being as object.
 * `tokens` is the whole sentence, punctuation included.
 */
export function inOtherSense(
  entry: LexiconEntry,
  matched: Token[],
  tokens: Token[],
  context: SenseContext,
): boolean {
  const first = matched[0] as Token;
  const last = matched.at(-1) as Token;
  const indices = new Set(matched.map((token) => token.index));
  if (matched.some((token) => context.named.has(token.index))) return true;
  if (matched.some(isProperName)) return true;
  const idiom = context.feelingSpans.some(
    (span) => span.some((index) => indices.has(index)) && !span.every((index) => indices.has(index)),
  );
  // "she looked hurt", "it hurt so much": the word states a feeling, not the thing.
  const feeling =
    indices.size === 1 &&
    context.feelingSpans.some((span) => span.length === 1 && indices.has(span[0] ?? -1));
  if (idiom || feeling || inComparison(tokens, first.position)) return true;
  if (inBackstory(matched, tokens)) return true;
  // "so nervous I felt sick", "jealous, sick to my stomach": a feeling's bodily sign, not an illness.
  const inSentence = new Set(tokens.map((token) => token.index));
  const feels = context.feelingSpans.some(
    (span) => span.some((index) => inSentence.has(index)) && !span.some((index) => indices.has(index)),
  );
  if (entry.id === "illness" && first.normal === "sick" && feels) return true;
  if (!entry.actor && carriesFeeling(tokens, last.position)) return true;
  for (const [key, words] of Object.entries(entry.notNear ?? {})) {
    const holds = matched.some((token) => formsOf(token).has(key));
    if (holds && nearWords(tokens, first.position, last.position, words)) return true;
  }
  if (FAMILY_ENTRIES.has(entry.id) && someoneElses(tokens, first.position)) return true;
  if (kinTitle(entry, matched, tokens)) return true;
  if (entry.id === "child" && ownChildhood(tokens, first.position)) return true;
  if (whereFrom(tokens, first.position)) return true;
  if (qualifiesNext(matched, tokens)) return true;
  // "kicked the door", "hit the wrong key": a blow is the entry's only when it lands on someone.
  const blow = matched.find(
    (token) => token.pos === "VERB" && entry.doneTo?.some((verb) => formsOf(token).has(verb)),
  );
  if (blow && objectKind(tokens, blow.position) !== "animate") return true;
  if (entry.id === "argument" && calledOut(last, tokens)) return true;
  const verb = matched.find((token) => token.pos === "VERB");
  if (!entry.actor || !verb) return false;
  const subject = subjectKind(tokens, verb.position);
  return subject === "thing" || (entry.actor === "person" && subject === "animal");
}

/**
 * A noun that only qualifies the noun after it names that other thing: "the school bus", "phone
 * chargers", "a water bottle", "the fire alarm" (a lexicon phrase such as "swimming pool" is matched
 * whole, before this).
 */
function qualifiesNext(matched: Token[], tokens: Token[]): boolean {
  const last = matched.at(-1) as Token;
  const next = tokens[last.position + 1];
  return (
    matched.length === 1 &&
    // "Dress rehearsal…": a sentence's first word, capitalised, may be tagged a name.
    (last.pos === "NOUN" || (last.pos === "PROPN" && last.position === 0)) &&
    // "a dinosaur T-shirt": a capital letter joined to a word is a noun too.
    (letterCompound(tokens, last.position + 1) ||
      (next?.pos === "NOUN" && next.spaceBefore && !/^[A-Z]/.test(next.text))) &&
    // "an exam dream", "the falling nightmare": the dream is of the thing.
    !["dream", "dreams", "nightmare", "nightmares"].includes(next?.normal ?? "")
  );
}

/**
 * "shouting at him to come back", "screaming at everyone to run": a call to someone to do
 * something, not a quarrel. `last` is the "at" of "shout at".
 */
function calledOut(last: Token, tokens: Token[]): boolean {
  if (last.normal !== "at") return false;
  const rest = tokens.slice(last.position + 1, last.position + 5);
  return rest.some((token, i) => token.normal === "to" && rest[i + 1]?.pos === "VERB");
}

/** Capitalised inside a sentence, a lexicon noun names something: "the Lakes", "the Daily Mirror". */
const STILL_COMMON = new Set(
  list("mum mom dad mother father nan gran grandma grandpa god heaven hell devil"),
);
const isProperName = (token: Token) =>
  token.position > 0 && /^[A-Z][a-z]/.test(token.text) && !STILL_COMMON.has(token.normal);

/** The dreamer's own family: "her mum" or "Shona's dad" is someone else's, not the dreamer's mother. */
const FAMILY_ENTRIES = new Set(list("mother father parents siblings grandparents partner"));
const OTHERS_POSSESSIVES = new Set(list("his her their 's someone's"));

function someoneElses(tokens: Token[], position: number): boolean {
  let i = position - 1;
  while (tokens[i]?.pos === "ADJ") i--;
  return OTHERS_POSSESSIVES.has(tokens[i]?.normal ?? "");
}

/** A death the report dates other things by: "before he died", "years after she died". */
const DATED_BY = new Set(list("before after when since until till"));

const MONTHS = new Set(
  list("january february march april may june july august september october november december"),
);
const SEASONS = new Set(list("year month week spring summer autumn fall winter christmas easter"));

/**
 * "My uncle died two years ago", "Mam died in 1979", "he died when I was fourteen": a death the
 * report dates before the dream is someone who has died, not a death in the dream.
 */
export function diedBefore(matched: Token[], tokens: Token[]): boolean {
  const [word] = matched;
  if (matched.length !== 1 || word?.normal !== "died") return false;
  // "like in his real house before he died", "older than my mother was when she died".
  const [by, when] = [tokens[word.position - 1], tokens[word.position - 2]];
  if (["he", "she", "they"].includes(by?.normal ?? "") && DATED_BY.has(when?.normal ?? "")) return true;
  const next = tokens.slice(word.position + 1, word.position + 6);
  const [first, second] = next;
  if (first?.normal === "in")
    return MONTHS.has(second?.normal ?? "") || /^(1[89]|20)\d\d$/.test(second?.text ?? "");
  if (first?.normal === "last") return SEASONS.has(second?.normal ?? "");
  if (first?.normal === "when") return ["was", "were"].includes(next[2]?.normal ?? "");
  const end = next.findIndex((token) => BREAKS.has(token.normal));
  return (end < 0 ? next : next.slice(0, end)).some((token) => token.normal === "ago");
}

/** "since I was a kid", "when we were kids", "where I played as a kid.": the dreamer's childhood, a time. */
function ownChildhood(tokens: Token[], position: number): boolean {
  let i = position - 1;
  while (["a", "an", "little", "small", "young"].includes(tokens[i]?.normal ?? "")) i--;
  const word = (at: number) => tokens[at]?.normal ?? "";
  const verb = word(i);
  if (["was", "were"].includes(verb) && ["i", "we"].includes(word(i - 1)))
    return ["since", "when"].includes(word(i - 2));
  const next = tokens[position + 1];
  return verb === "as" && (!next || BREAKS.has(next.normal));
}

const POSSESSIVE_WORDS = new Set(list("my your his her its our their"));

/** "a boy from my old school", "my friend Shona from college": who someone is, not where the dream is. */
function whereFrom(tokens: Token[], position: number): boolean {
  let i = position - 1;
  while (["DET", "ADJ"].includes(tokens[i]?.pos ?? "") || POSSESSIVE_WORDS.has(tokens[i]?.normal ?? "")) i--;
  const person = tokens[i - 1];
  return tokens[i]?.normal === "from" && !!person && isPerson(person);
}
