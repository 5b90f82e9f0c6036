import { LEXICON, type LexiconEntry } from "../../domain/symbols/lexicon";
import { PERSON_NOUNS } from "./characters";
import { formsOf } from "./match";
import type { Token } from "./nlp";

/** Who does an entry's action, and to whom: people, animals, beings or things (symbol-senses.ts). */

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

/** A person or a being, or a name: "a boy", "my mates", "Shona". */
export const isPerson = (token: Token) =>
  (isAnimate(token) && !isAnimal(token)) || (token.pos === "PROPN" && /^[A-Z]/.test(token.text));

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
 * after "and" shares the previous verb's subject, one after ", which" what "which" stands for. "unknown" when no subject is found or it is "it".
 */
export function subjectKind(tokens: Token[], at: number): "animate" | "animal" | "thing" | "unknown" {
  // "a dream of falling", "the feeling of flying": a gerund after a preposition has no subject.
  if (tokens[at]?.normal.endsWith("ing") && ["ADP", "DET"].includes(tokens[at - 1]?.pos ?? ""))
    return "unknown";
  let elided = false;
  let skippedObject = false;
  for (let i = at - 1; i >= 0; i--) {
    const token = tokens[i] as Token;
    // "seagulls, which flew off": the subject is what "which" stands for.
    if (["which", "who"].includes(token.normal) && tokens[i - 1]?.normal === ",") {
      i--;
      continue;
    }
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
    if (POSSESSIVES.has(token.normal)) continue;
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

/**
 * What the verb at `at` is done to: its object, past adverbs, particles, articles and adjectives
 * ("kicked the dog", "hit him hard"). "it", "something" and other nouns are things; "none" when a
 * preposition, a conjunction or the clause's end comes first ("kicked at the door", "kicked and
 * screamed").
 */
export function objectKind(tokens: Token[], at: number): "animate" | "thing" | "none" {
  for (let i = at + 1; i < tokens.length; i++) {
    const token = tokens[i] as Token;
    if (token.normal === "each" && tokens[i + 1]?.normal === "other") return "animate";
    if (POSSESSIVES.has(token.normal)) continue;
    if (token.pos === "PRON") return PERSON_PRONOUNS.has(token.normal) ? "animate" : "thing";
    if (["NOUN", "PROPN"].includes(token.pos)) {
      // "kicked the dog's bowl": the head of the phrase is what is struck.
      if (tokens[i + 1]?.normal === "'s") continue;
      if (token.pos === "PROPN" && /^[A-Z]/.test(token.text)) return "animate";
      if (tokens[i + 1]?.pos === "NOUN" && tokens[i + 1]?.spaceBefore) continue;
      return isAnimate(token) ? "animate" : "thing";
    }
    if (!["ADV", "PART", "DET", "ADJ", "NUM"].includes(token.pos)) return "none";
  }
  return "none";
}
