import type { DreamLanguage } from "../../domain/languages";
import type { Detection } from "./detect";
import { strongestFeelings } from "./detect-emotions";
import { rankSymbols } from "./detect-symbols";
import { mix, pick } from "./hash";
import { analyzeInLanguage } from "./languages/analysis";
import { questionsFor } from "./questions";
import type { Analysis } from "./types";
import { UNREAD } from "./unread";
import { addressed, EMOTION_WORDING, feltBy, inSentence, listOf, quote, withArticle } from "./wording";

const OPENINGS = [
  (things: string) => `This dream brings together ${things}.`,
  (things: string) => `The images that stand out in this dream are ${things}.`,
  (things: string) => `Several recognisable dream images appear here: ${things}.`,
];
const SINGLE_OPENINGS = [
  (thing: string) => `The image at the centre of this dream is ${thing}.`,
  (thing: string) => `One recognisable dream image stands out here: ${thing}.`,
];

function cast(detection: Detection): string {
  const people = detection.people.slice(0, 3).map((label) => addressed(label));
  const pictured = detection.found.flatMap((symbol) => symbol.evidence.map((words) => words.toLowerCase()));
  const place = detection.places.find(
    (candidate) => !pictured.some((words) => words.includes(candidate.toLowerCase())),
  );
  const withPeople = people.length > 0 ? ` with ${listOf(people)}` : "";
  const where = place ? ` in ${/^[A-Z]/.test(place) ? place : withArticle(place)}` : "";
  return `${withPeople}${where}`;
}

function feelingSentence(detection: Detection): string {
  // Strongest evidence first (the dreamer's own, then intensity and mentions): it is the one quoted.
  const ranked = strongestFeelings(detection.feelings);
  const first = ranked[0];
  if (first?.who === "dreamer") {
    const dreamer = ranked.filter((feeling) => feeling.who === "dreamer");
    const names = [...new Set(dreamer.map((feeling) => EMOTION_WORDING[feeling.emotion].noun))].slice(0, 3);
    const subject = names.length === 1 ? "feeling you name is" : "feelings you name are";
    return `The ${subject} ${listOf(names)}, as in ${quote(first.evidence, 12, first.words)}.`;
  }
  if (first) {
    const who = feltBy(detection.people, first.whoName);
    return `You do not name your own feelings, but ${who} shows ${EMOTION_WORDING[first.emotion].noun} (${quote(first.evidence, 10, first.words)}).`;
  }
  return "You do not name a feeling directly, so the mood is carried by the images themselves.";
}

/**
 * The brief analysis: 2-4 sentences naming what was found (symbols in bold, people, place, the
 * feeling and its words) and the hedged reading of the strongest symbol; plus the questions, which
 * also read the dream's `text` when it is given (questions.ts).
 */
export function analyzeFrom(
  detection: Detection,
  hash: number,
  text: string,
  reader: DreamLanguage = "en",
): Analysis {
  if (detection.language && detection.language !== "en")
    return analyzeInLanguage(detection, hash, detection.language, text);
  if (detection.language !== "en") {
    // A dream in a language not read: a plain note and general questions, in the reader's language.
    const { note, questions } = UNREAD[reader];
    return {
      output: note,
      questions: [...questions].sort((a, b) => mix(a, hash) - mix(b, hash)).slice(0, 3),
    };
  }
  const ranked = rankSymbols(detection.found);
  const sentences: string[] = [];
  if (ranked.length > 0) {
    // Characters are named in plain words after "with"; bold is for the images.
    const images = ranked.filter((symbol) => symbol.entry.theme !== "people");
    const shown = (images.length > 0 && detection.people.length > 0 ? images : ranked).slice(0, 4);
    const bold = shown.map((symbol) => `**${inSentence(symbol.label)}**`);
    const openings = bold.length === 1 ? SINGLE_OPENINGS : OPENINGS;
    sentences.push(pick(openings, hash, 7)(`${listOf(bold)}${cast(detection)}`));
  } else if (detection.people.length > 0 || detection.places.length > 0) {
    sentences.push(`This dream centres on what happens${cast(detection)}.`);
  } else {
    sentences.push(
      "This dream does not contain any of the symbols I know well, so your own associations matter most.",
    );
  }
  sentences.push(feelingSentence(detection));
  const top = ranked[0];
  if (top) sentences.push(top.entry.reading);
  return { output: sentences.join(" "), questions: questionsFor(detection, hash, text) };
}
