import { type DreamType, orderedTypes } from "@somnia/shared/dreams";
import { findFeelings } from "./detect-emotions";
import { dreamLanguage } from "./dream-language";
import { isHypothetical, isNegated, isQuestion } from "./emotion-rules";
import { readInLanguage } from "./languages";
import { suggestLocalTypes } from "./languages/dream-types";
import { formsOf, words } from "./match";
import { readSentences, type Sentence, type Token } from "./nlp";
import { matchRecurring } from "./recurring-match";
import { wakingAt } from "./waking";

/**
 * The types the analyst suggests for a dream (docs/decisions/035-dream-types.md), by rules over its
 * text, the same for every AI provider; the user confirms or changes them.
 *
 * - **Lucid**: the dreamer knows, in the dream, that they are dreaming: 'I realised I was dreaming',
 *   'I knew it was a dream', 'this is a dream, I thought', 'I became lucid', 'I could control the dream', 'I did a reality check'.
 *   Not when negated ('I didn't realise I was dreaming'), wished ('I wish I could control my
 *   dreams'), asked, or found out on waking ('I woke up and realised it was only a dream').
 * - **Nightmare**: strong fear felt by the dreamer (terrified, panic, horror, dread), fear on waking
 *   ('I woke up scared'), waking in fear ('I woke up screaming', 'woke in a sweat'), or the dream
 *   called a nightmare.
 * - **Recurring**: a close match with one of the recurring dreams of the user's profile
 *   (recurring-match.ts).
 *
 * A dream in another language Somnia reads is typed by the same rules in its words
 * (languages/dream-types.ts).
 */
export function suggestTypes(text: string, recurring: readonly string[] = []): DreamType[] {
  const language = dreamLanguage(text);
  if (language !== "en") {
    return language ? suggestLocalTypes(language, text, readInLanguage(language, text).feelings) : [];
  }
  const sentences = readSentences(text);
  const types: DreamType[] = [];
  if (isLucid(sentences)) types.push("lucid");
  if (isNightmare(sentences)) types.push("nightmare");
  if (recurring.length > 0 && matchRecurring(sentences, recurring)) types.push("recurring");
  return orderedTypes(types);
}

const set = (list: string) => new Set(list.split(" "));
const AWARE = set(
  "realize realise know understand notice recognize recognise sense suspect aware conscious tell",
);
const FILLER = set("that out suddenly then somehow finally now fully");
const SUBJECT = set("i");
const BE = set("be am was were");
const ADVERB = set("just only actually really still probably");
const IT = set("it this everything that");
const DETERMINER = set("a my");
const CONTROL = set("control steer");
const WISH = set("if unless whether wish want hope imagine pretend would might");
const WAKING_FEAR = set("scream yell shout sweat gasp shake tremble shiver panic");
const DREAD = set("dread nightmare");
const PRESENT = set("am is");
const DREAM = set("dream");
const LUCID = set("lucid lucidity");
const CHECK = set("check");

/** A sentence's words, "I'm" read as "I am", each with the token it comes from. */
interface Word {
  forms: Set<string>;
  token: Token;
}

/** Each sentence's words, once: the lucid and the nightmare rules both walk them. */
const wordsRead = new WeakMap<Sentence, Word[]>();

function wordsOf(sentence: Sentence): Word[] {
  let list = wordsRead.get(sentence);
  if (list === undefined) {
    list = readWords(sentence);
    wordsRead.set(sentence, list);
  }
  return list;
}

function readWords(sentence: Sentence): Word[] {
  return words(sentence).flatMap((token) =>
    token.normal === "i'm"
      ? [
          { forms: new Set(["i"]), token },
          { forms: new Set(["am", "be"]), token },
        ]
      : [{ forms: formsOf(token), token }],
  );
}

function has(word: Word | undefined, options: ReadonlySet<string>): boolean {
  if (word === undefined) return false;
  for (const form of word.forms) if (options.has(form)) return true;
  return false;
}
const is = (word: Word | undefined, normal: string) => word?.token.normal === normal;

/** After a verb of knowing at `at`: 'I was dreaming', 'I was in a dream', 'it was a dream'. */
function saysDreaming(list: Word[], at: number): boolean {
  let i = at + 1;
  while (has(list[i], FILLER)) i++;
  if (has(list[i], SUBJECT) && has(list[i + 1], BE)) {
    let j = i + 2;
    while (has(list[j], ADVERB)) j++;
    if (is(list[j], "dreaming")) return true;
    return is(list[j], "in") && has(list[j + 1], DETERMINER) && has(list[j + 2], DREAM);
  }
  if (has(list[i], IT) && has(list[i + 1], BE)) {
    const j = is(list[i + 2], "all") ? i + 3 : i + 2;
    return has(list[j], DETERMINER) && is(list[j + 1], "dream");
  }
  return false;
}

/** A thought in the present, in the dream: 'I'm dreaming', 'this is a dream'. */
function presentDreaming(list: Word[], at: number): boolean {
  const present = (word: Word | undefined) => has(word, PRESENT);
  if (has(list[at], SUBJECT) && present(list[at + 1])) return is(list[at + 2], "dreaming");
  return (
    has(list[at], IT) && present(list[at + 1]) && has(list[at + 2], DETERMINER) && is(list[at + 3], "dream")
  );
}

/** 'control the dream', 'take control of my dream': a dream word within the next four. */
function controlsDream(list: Word[], at: number): boolean {
  const wished = list.slice(0, at).some((word) => has(word, WISH));
  return !wished && list.slice(at + 1, at + 5).some((word) => has(word, DREAM));
}

function isLucid(sentences: Sentence[]): boolean {
  let awake = false;
  for (const sentence of sentences) {
    const wake = wakingAt(sentence.tokens);
    const list = wordsOf(sentence);
    for (let at = 0; at < list.length && !awake && !isQuestion(sentence.text); at++) {
      const word = list[at] as Word;
      const { position } = word.token;
      if (wake >= 0 && position > wake) break;
      if (isNegated(sentence.tokens, position)) continue;
      const stated = !isHypothetical(sentence.tokens, position);
      if (stated && has(word, AWARE) && saysDreaming(list, at)) return true;
      if (stated && presentDreaming(list, at)) return true;
      if (stated && (has(word, LUCID) || (is(word, "reality") && has(list[at + 1], CHECK)))) return true;
      if (has(word, CONTROL) && controlsDream(list, at)) return true;
    }
    if (wake >= 0) awake = true;
  }
  return false;
}

/** The words just after the dreamer wakes: the rest of the sentence, or the next one when it ends there. */
function afterWaking(sentences: Sentence[], index: number, wake: number): Word[] {
  const rest = wordsOf(sentences[index] as Sentence).filter((word) => word.token.position > wake);
  const next = sentences[index + 1];
  return rest.length >= 3 || !next ? rest : [...rest, ...wordsOf(next).slice(0, 6)];
}

function isNightmare(sentences: Sentence[]): boolean {
  const feelings = findFeelings(sentences);
  if (feelings.some((f) => f.who === "dreamer" && f.emotion === "fear" && (f.intensity === 3 || f.waking)))
    return true;
  return sentences.some((sentence, index) => {
    if (isQuestion(sentence.text)) return false;
    const named = wordsOf(sentence).some(
      ({ forms, token }) =>
        has({ forms, token }, DREAD) &&
        !isNegated(sentence.tokens, token.position) &&
        !isHypothetical(sentence.tokens, token.position),
    );
    const wake = wakingAt(sentence.tokens);
    return named || (wake >= 0 && afterWaking(sentences, index, wake).some((word) => has(word, WAKING_FEAR)));
  });
}
