import { PERSON_NOUNS } from "./characters";
import { isFeelingWord } from "./emotion-match";
import { LEXICON, type LexiconEntry } from "./lexicon";
import { formsOf } from "./match";
import type { Token } from "./nlp";

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
/** Beings that can do what an actor entry names, besides people and animals. */
const BEINGS =
  list(`ghost spirit apparition monster creature beast giant demon devil angel alien vampire zombie
  werewolf witch wizard dragon dinosaur passenger neighbour neighbor dreamer subject`);
const PERSON_PRONOUNS = new Set(
  list(`i me we us you he she him her they them who someone somebody everyone
  everybody anyone anybody nobody myself himself herself themselves ourselves`),
);
const POSSESSIVES = new Set(list("my your his her its our their"));
const IN_PHRASE = new Set(["DET", "ADJ", "NUM", "NOUN", "PROPN"]);
/** Words that open a clause, though tagged as prepositions: "as the ground rushed up". */
const SUBORDINATORS = new Set(list("as because since while until after before though although if once"));

/** The lexicon's one-word nouns, of the given families or of all. */
const nounsOf = (entries: readonly LexiconEntry[]) =>
  entries
    .flatMap((entry) => entry.terms)
    .filter((term) => !term.includes(" ") && !term.endsWith(":v"))
    .map((term) => term.replace(/:n$/, ""));

let animate: Set<string> | null = null;
let things: Set<string> | null = null;
const has = (set: Set<string>, token: Token) => [...formsOf(token)].some((form) => set.has(form));

/** People, animals and beings: what can run, fly or fall in a dream's sense. */
function isAnimate(token: Token): boolean {
  animate ??= new Set([
    ...PERSON_NOUNS,
    ...BEINGS,
    ...nounsOf(LEXICON.filter((entry) => entry.theme === "animals" || entry.theme === "people")),
  ]);
  return has(animate, token);
}

let animals: Set<string> | null = null;
/** An animal, not a person or a being: "the seagulls flew off". */
function isAnimal(token: Token): boolean {
  animals ??= new Set(nounsOf(LEXICON.filter((entry) => entry.theme === "animals")));
  return has(animals, token) && !PERSON_NOUNS.has(token.normal);
}

/** A capitalised first word is a name or a noun: "Anna ran", "Water ran down the walls". */
function firstWordKind(token: Token): "animate" | "thing" | "unknown" {
  if (isAnimate(token)) return "animate";
  things ??= new Set(nounsOf(LEXICON));
  return has(things, token) ? "thing" : "unknown";
}

/** Where the noun phrase ending at `head` starts. */
function phraseStart(tokens: Token[], head: number): number {
  let start = head;
  while (start > 0) {
    const before = tokens[start - 1] as Token;
    if (IN_PHRASE.has(before.pos) || before.normal === "'s" || POSSESSIVES.has(before.normal)) start--;
    else break;
  }
  return start;
}

/**
 * Is the subject of the verb at `at` a thing? Walks left in its clause past auxiliaries, adverbs,
 * a catenative verb ("kept eating") and prepositional phrases ("the man on the train ran"); a verb
 * after "and" shares the previous verb's subject. "unknown" when no subject is found or it is "it".
 */
function subjectKind(tokens: Token[], at: number): "animate" | "animal" | "thing" | "unknown" {
  // "a dream of falling", "the feeling of flying": a gerund after a preposition has no subject.
  if (tokens[at]?.normal.endsWith("ing") && ["ADP", "DET"].includes(tokens[at - 1]?.pos ?? ""))
    return "unknown";
  let elided = false;
  let skippedObject = false;
  for (let i = at - 1; i >= 0; i--) {
    const token = tokens[i] as Token;
    if (BREAKS.has(token.normal)) return "unknown";
    if (token.pos === "CCONJ") {
      elided = true;
      continue;
    }
    if (elided && !skippedObject) {
      if (token.pos === "VERB") skippedObject = true;
      continue;
    }
    if (!["NOUN", "PROPN", "PRON"].includes(token.pos)) continue;
    // "it", "something": perhaps a creature, so the benefit of the doubt.
    if (token.pos === "PRON") return PERSON_PRONOUNS.has(token.normal) ? "animate" : "unknown";
    const start = phraseStart(tokens, i);
    const before = tokens[start - 1];
    if (before?.pos === "ADP" && !SUBORDINATORS.has(before.normal)) {
      i = start - 1;
      continue;
    }
    if (token.pos === "PROPN" && token.position === 0) return firstWordKind(token);
    if (token.pos === "PROPN" && /^[A-Z]/.test(token.text)) return "animate";
    if (isAnimal(token)) return "animal";
    return isAnimate(token) ? "animate" : "thing";
  }
  return "unknown";
}

/** "as if a friend had died", "I felt like a fish out of water": a comparison, not the dream's image. */
function inComparison(tokens: Token[], at: number): boolean {
  for (let i = at - 1; i > 0; i--) {
    const token = tokens[i] as Token;
    const before = tokens[i - 1] as Token;
    if (BREAKS.has(token.normal)) return false;
    if (before.normal === "as" && ["if", "though"].includes(token.normal)) return true;
    // "drained away like a bath", "the size of houses": a comparison, not the thing.
    if (token.normal === "like" && i === at - 2 && ["a", "an"].includes(tokens[i + 1]?.normal ?? ""))
      return true;
    if (token.normal === "of" && before.normal === "size" && i === at - 1) return true;
    if (
      token.normal === "like" &&
      before.lemma === "feel" &&
      ["a", "an"].includes(tokens[i + 1]?.normal ?? "")
    )
      return true;
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
 * worry"); the entry's `notNear` words close by; an actor entry's verb with a thing as subject.
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
  if (isProperName(first)) return true;
  const idiom = context.feelingSpans.some(
    (span) => span.some((index) => indices.has(index)) && !span.every((index) => indices.has(index)),
  );
  // "she looked hurt", "it hurt so much": the word states a feeling, not the thing.
  const feeling =
    indices.size === 1 &&
    context.feelingSpans.some((span) => span.length === 1 && indices.has(span[0] ?? -1));
  if (idiom || feeling || inComparison(tokens, first.position)) return true;
  if (!entry.actor && carriesFeeling(tokens, last.position)) return true;
  for (const [key, words] of Object.entries(entry.notNear ?? {})) {
    const holds = matched.some((token) => formsOf(token).has(key));
    if (holds && nearWords(tokens, first.position, last.position, words)) return true;
  }
  if (FAMILY_ENTRIES.has(entry.id) && someoneElses(tokens, first.position)) return true;
  if (qualifiesNext(matched, tokens)) return true;
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
    last.pos === "NOUN" &&
    next?.pos === "NOUN" &&
    next.spaceBefore &&
    !/^[A-Z]/.test(next.text)
  );
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
