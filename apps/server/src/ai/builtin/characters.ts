import { LEXICON } from "../../domain/symbols/lexicon";
import { tokenForms } from "./morph";
import type { Sentence, Token } from "./nlp";
import { isPersonName, isTitle } from "./person-names";
import { PLACE_NAMES } from "./place-names";
import { namedTokens } from "./titles";

const list = (text: string) => text.trim().split(/\s+/);

/** Nouns that name a person (or a character animal) in a dream, by the kind of relation. */
const FAMILY = list(`
  mother mom mum mommy mama mam father dad daddy papa parents sister brother grandmother grandma granny
  nan nana gran grandad granddad
  grandfather grandpa aunt uncle cousin son daughter husband wife boyfriend girlfriend partner fiance
  fiancee niece nephew baby ex ex-boyfriend ex-girlfriend ex-husband ex-wife family
`);
const ROLES = list(`
  friend boss teacher coworker colleague classmate neighbor neighbour doctor nurse police policeman
  officer soldier stranger manager supervisor man woman boy girl child kid person guy lady king queen priest waiter driver
  pilot roommate professor intruder burglar thief dentist celebrity someone somebody conductor engineer
  mechanic cashier receptionist cleaner plumber electrician lifeguard firefighter paramedic surgeon
`);
const GROUPS = list("people crowd strangers friends kids children everyone audience family");
const CHARACTER_ANIMALS = list("dog puppy cat kitten horse wolf bear");

export const PERSON_NOUNS = new Set([...FAMILY, ...ROLES, ...GROUPS]);
const ANIMAL_NOUNS = new Set(CHARACTER_ANIMALS);

const NOT_NAMES = new Set(
  list(`
    i i'm i've i'd i'll god monday tuesday wednesday thursday friday saturday sunday january february
    march april may june july august september october november december christmas english ok okay
    suddenly then everything everyone everybody nothing something anything mine yours hers ours theirs
    sundays mondays tuesdays wednesdays thursdays fridays saturdays chef security reception staff
    first second third fourth fifth sixth seventh eighth ninth tenth next last easter halloween
    thanksgiving hanukkah diwali eid ramadan
  `),
);
const PLACE_PREPOSITIONS = new Set([
  "in",
  "at",
  "to",
  "from",
  "near",
  "into",
  "towards",
  "toward",
  "through",
]);

export const DREAMER_PRONOUNS = new Set([
  "i",
  "me",
  "myself",
  "we",
  "us",
  "i'm",
  "i've",
  "i'd",
  "i'll",
  "ourselves",
]);
export const OTHER_PRONOUNS = new Set([
  "he",
  "she",
  "him",
  "her",
  "they",
  "them",
  "himself",
  "herself",
  "themselves",
]);

/** A character mentioned in the dream. */
export interface Character {
  /** As shown to the person: "my mother", "Sarah", "a stranger". */
  label: string;
  /** The bare name or role, used as `whoName`: "mother", "Sarah", "stranger". */
  name: string;
  kind: "family" | "named" | "role" | "group" | "animal";
  index: number;
}

let commonWords: Set<string> | null = null;

/** Words that are capitalised only because they open a sentence ("Spiders kept crawling…"). */
function isCommonWord(token: Token): boolean {
  commonWords ??= new Set(
    [...LEXICON.flatMap((entry) => entry.terms), ...PERSON_NOUNS, ...CHARACTER_ANIMALS]
      .filter((term) => !term.includes(" "))
      .map((term) => term.replace(/:[nv]$/, "")),
  );
  return [...tokenForms(token.normal, token.lemma)].some((form) => commonWords?.has(form));
}

/** Capitalised words that name a place, never a person: "Jackson Heights", "Baker Street". */
const PLACE_NAME_WORDS = new Set(
  list(`heights street avenue road boulevard square station bridge harbour harbor valley hills springs falls
    gardens terrace crescent county village beach bay`),
);
const CORNERS = new Set(["corner", "intersection", "junction", "crossing"]);

const capitalised = (token: Token | undefined) => !!token && /^[A-Z][a-z'’-]+$/.test(token.text);

/**
 * A capitalised word that names a place: a place word ("Heights"), or a street of a corner ("at
 * the corner of Heights and Lee"). `tokens` are a sentence's words.
 */
export function isPlaceName(tokens: Token[], position: number): boolean {
  const token = tokens[position];
  if (!capitalised(token) || !token) return false;
  if (PLACE_NAME_WORDS.has(token.normal)) return true;
  let i = position - 1;
  while (i >= 0 && (capitalised(tokens[i]) || tokens[i]?.normal === "and")) i--;
  return tokens[i]?.normal === "of" && CORNERS.has(tokens[i - 1]?.normal ?? "");
}

/** A capitalised word that could be a name at all: not a day, a place word, or after "in" / "to"… */
function mayBeName(tokens: Token[], position: number): boolean {
  const token = tokens[position] as Token;
  const previous = tokens[position - 1];
  if (!capitalised(token)) return false;
  if (PLACE_NAMES.has(token.normal)) return false;
  if (NOT_NAMES.has(token.normal) || NOT_NAMES.has(token.lemma) || isPlaceName(tokens, position))
    return false;
  // "Mum said": a family or role word used as a name is still that person ("my mum").
  if (PERSON_NOUNS.has(token.normal)) return false;
  if (token.position === 0 && isCommonWord(token)) return false;
  return !(previous && PLACE_PREPOSITIONS.has(previous.normal));
}

/**
 * The names of the dream's characters: capitalised words that the sentence says are a person
 * somewhere in the dream (person-names.ts). Once known, a name is a person wherever it appears.
 */
export function personNames(sentences: Sentence[]): Set<string> {
  const names = new Set<string>();
  const { notPeople } = namedTokens(sentences);
  for (const sentence of sentences) {
    const tokens = sentence.tokens.filter((token) => token.isWord || token.normal === "'s");
    tokens.forEach((token, position) => {
      if (notPeople.has(token.index) || token.pos !== "PROPN" || !mayBeName(tokens, position)) return;
      if (isPersonName(tokens, position)) names.add(token.text);
    });
  }
  return names;
}

/** The character named by the token at `position`, if it names one; `names` are personNames(). */
export function characterAt(tokens: Token[], position: number, names: ReadonlySet<string>): Character | null {
  const token = tokens[position];
  if (!token) return null;
  const previous = tokens[position - 1];
  if (names.has(token.text) && mayBeName(tokens, position)) {
    // "Mr. Hale", "Aunt Mary": the title is part of the name, and never a character alone.
    if (isTitle(token) && capitalised(tokens[position + 1])) return null;
    const full = isTitle(previous) ? `${previous?.text} ${token.text}` : token.text;
    return { label: full, name: full, kind: "named", index: token.index };
  }
  if (token.pos !== "NOUN" && token.normal !== "someone" && token.normal !== "somebody") return null;
  const noun = token.normal;
  const singular = PERSON_NOUNS.has(noun) ? noun : ANIMAL_NOUNS.has(token.lemma) ? token.lemma : null;
  if (!singular) return null;
  const kind = ANIMAL_NOUNS.has(singular)
    ? "animal"
    : GROUPS.includes(singular)
      ? "group"
      : FAMILY.includes(singular)
        ? "family"
        : "role";
  const determiner = previous?.normal ?? "";
  const owner = ["my", "our", "his", "her", "their", "a", "an", "the", "some"].includes(determiner)
    ? determiner
    : "";
  const label =
    noun === "someone" || noun === "somebody"
      ? noun
      : owner
        ? `${owner} ${noun}`
        : kind === "family"
          ? `my ${noun}`
          : `a ${noun}`;
  return { label: label.replace(/^a ([aeiou])/, "an $1"), name: noun, kind, index: token.index };
}

/** Every character mentioned, once each, in order of first mention; none in a title ("Sister Carrie"). */
export function detectCharacters(sentences: Sentence[]): Character[] {
  const seen = new Map<string, Character>();
  const { notPeople } = namedTokens(sentences);
  const names = personNames(sentences);
  for (const sentence of sentences) {
    const tokens = sentence.tokens.filter((token) => token.isWord);
    for (let position = 0; position < tokens.length; position++) {
      if (notPeople.has((tokens[position] as Token).index)) continue;
      const character = characterAt(tokens, position, names);
      if (!character || character.kind === "animal") continue;
      const key = character.name.toLowerCase();
      if (!seen.has(key)) seen.set(key, character);
    }
  }
  return [...seen.values()];
}
