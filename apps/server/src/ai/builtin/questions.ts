import type { Detection } from "./detect";
import { rankSymbols } from "./detect-symbols";
import { readSentences, type Sentence } from "./nlp";
import {
  type Candidate,
  feelingCandidates,
  lucidCandidates,
  otherFeelingCandidates,
  personCandidates,
  placeCandidates,
  type Reading,
  shuffled,
  symbolCandidates,
  turningCandidates,
} from "./question-candidates";
import { answeredBy, factsFrom } from "./question-facts";
import { dreamTypes } from "./question-moments";
import { GENERAL_QUESTIONS } from "./question-pools";

/** The dream's words that are never used as a noun in it ("hurt", "dark"). */
function notNouns(sentences: Sentence[]): Set<string> {
  const nouns = new Set<string>();
  const others = new Set<string>();
  for (const { tokens } of sentences)
    for (const token of tokens) (/^(?:NOUN|PROPN)$/.test(token.pos) ? nouns : others).add(token.normal);
  for (const noun of nouns) others.delete(noun);
  return others;
}

/**
 * 3-5 questions drawn from the dream's strongest elements, in this order: the dream type its text
 * shows (lucid: its lucidity; nightmare: the fear and what the dreamer did), the dreamer's stated
 * feeling, its turning point, its strongest symbol, a person it names, more symbols, someone else's
 * feeling, a place; then questions for any dream. Never two on the same symbol or symbol family
 * (the lexicon theme), the same person or the feeling, and never one the dream already answers
 * (question-facts.ts): a lexicon question whose choices the dream names gives way to another on the
 * same image. Template choice and the number of questions come from the text's hash, so different
 * dreams get different lists and the same dream the same. `text` is the dream itself: its own
 * words name the turning point and tell what it already answers.
 */
export function questionsFor(detection: Detection, hash: number, text: string): string[] {
  const sentences = readSentences(text);
  const facts = factsFrom(detection, sentences);
  const reading: Reading = { detection, facts, sentences, verbs: sentences && notNouns(sentences), hash };
  const types = dreamTypes(detection, text);
  const ranked = rankSymbols(detection.found);
  const symbolSlot = (index: number) => symbolCandidates(ranked[index], reading);
  const slots: (() => Candidate[])[] = [
    () => (types.includes("lucid") ? lucidCandidates(hash) : []),
    () => feelingCandidates(reading, types.includes("nightmare")),
    () => turningCandidates(reading),
    () => symbolSlot(0),
    () => personCandidates(reading),
    () => symbolSlot(1),
    () => otherFeelingCandidates(reading),
    () => placeCandidates(reading),
    ...ranked.slice(2, 8).map((_, i) => () => symbolSlot(i + 2)),
  ];

  const count = 3 + (hash % 3);
  const questions: string[] = [];
  const covered = new Set<string>();
  const fits = ({ question, symbol }: Candidate) =>
    !questions.includes(question) && answeredBy(question, reading.facts, symbol) === null;
  for (const slot of slots) {
    if (questions.length >= Math.min(count, 4)) break;
    const candidates = slot();
    if (candidates.some((candidate) => candidate.about.some((tag) => covered.has(tag)))) continue;
    const chosen = candidates.find(fits);
    if (!chosen) continue;
    questions.push(chosen.question);
    for (const tag of chosen.about) covered.add(tag);
  }
  for (const question of shuffled(GENERAL_QUESTIONS, hash, "general")) {
    if (questions.length >= count) break;
    if (fits({ question, about: [] })) questions.push(question);
  }
  return questions;
}
