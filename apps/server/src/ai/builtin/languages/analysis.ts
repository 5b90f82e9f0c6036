import { fallbackDreamTitle } from "@somnia/shared/fallback-title";
import type { OtherLanguage } from "../../../domain/languages";
import type { Detection } from "../detect";
import { strongestFeelings } from "../detect-emotions";
import { mix, pick } from "../hash";
import type { Analysis } from "../types";
import { UNREAD } from "../unread";
import { endingQuote } from "./ending";
import { boldImages, images, listOf, quoted, textOf, withArticle } from "./say";
import { type LocalWording, WORDING } from "./wording";

function feelingSentence(wording: LocalWording, detection: Detection): string {
  const ranked = strongestFeelings(detection.feelings);
  const first = ranked[0];
  if (!first) return wording.feelings.none;
  const words = quoted(wording, first.evidence, first.words);
  if (first.who !== "dreamer") return wording.feelings.theirs(wording.emotions[first.emotion].felt, words);
  const mine = [...new Set(ranked.filter((feeling) => feeling.who === "dreamer").map((f) => f.emotion))];
  const names = mine.slice(0, 3).map((emotion) => wording.emotions[emotion].the);
  return wording.feelings.mine(listOf(wording, names), names.length, words);
}

/** Whether two quotations share their words: one holds the other's. */
function overlap(a: string, b: string): boolean {
  const inner = (quote: string) => quote.replace(/^\P{L}+|\P{L}+$/gu, "");
  return inner(a).includes(inner(b)) || inner(b).includes(inner(a));
}

/**
 * The brief analysis of a dream written in `language` (not English): the images found, bold with
 * their article, the feeling the dream names in its own words, and what the strongest image is
 * often taken to mean (the dictionary's reading in the language). Its questions: on the two
 * strongest images (one of them, at times, the dictionary's own question), on the feeling in the
 * dream's words, on what its ending leaves open, on a third image, then the language's general
 * ones; every frame one of several, chosen by the text's `hash`.
 */
export function analyzeInLanguage(
  detection: Detection,
  hash: number,
  language: OtherLanguage,
  text: string,
): Analysis {
  const wording = WORDING[language];
  const shown = images(detection).map((symbol) => symbol.symbol);
  const opening =
    shown.length === 0
      ? wording.images.none
      : shown.length === 1
        ? pick(wording.images.one, hash, 7)(boldImages(language, shown))
        : pick(wording.images.many, hash, 7)(boldImages(language, shown));
  const [top, second] = shown;
  const output = [opening, feelingSentence(wording, detection)];
  if (top) output.push(textOf(language, top).reading);
  // One of the two strongest images (which one, by the text's hash) is asked about in the
  // dictionary's own words one dream in five: the dictionary has one question per image, and the
  // commonest images (food is in about a third of dreams) would otherwise ask the same thing of
  // many dreams. The other images in the language's frames, never the same frame twice.
  const [own, other] = second && hash % 2 === 1 ? [second, top] : [top, second];
  const frames = wording.questions.image;
  const first = pick([...frames.keys()], hash, 17);
  const onImage = (symbol: string, nth: number) => {
    const frame = frames[(first + nth) % frames.length] as (image: string) => string;
    return frame(withArticle(language, symbol));
  };
  const asked: string[] = [];
  if (own) asked.push((hash >>> 3) % 5 === 0 ? textOf(language, own).question : onImage(own, 1));
  if (other) asked.push(onImage(other, 0));
  const felt = strongestFeelings(detection.feelings).find((feeling) => feeling.who === "dreamer");
  const feltWords = felt ? quoted(wording, felt.evidence, felt.words) : null;
  if (felt && feltWords)
    asked.push(pick(wording.questions.felt, hash, 11)(wording.emotions[felt.emotion].felt, feltWords));
  // The ending, unless the feeling's question already quotes the same words.
  const ending = endingQuote(text, language, wording);
  if (ending && !(feltWords && overlap(ending, feltWords)))
    asked.push(pick(wording.questions.ending, hash, 13)(ending));
  // A third image, when the dream has one, before any general question: its own element.
  const third = shown[2];
  if (third) asked.push(onImage(third, 2));
  // The general questions, in an order of the text's own; the one on the strongest feeling only
  // when no feeling was asked about.
  const [onFeeling = "", ...general] = UNREAD[language].questions;
  const more = (felt ? general : [onFeeling, ...general]).sort((a, b) => mix(a, hash) - mix(b, hash));
  return { output: output.join(" "), questions: [...asked, ...more].slice(0, 4) };
}

const UNTITLED_LENGTH = 40;

/**
 * A title of a dream written in `language`: its strongest one or two images ("Eau et chien"), else
 * the start of its first sentence after the language's word for a dream ("Rêve : Je marchais…").
 */
export function titleInLanguage(detection: Detection, language: OtherLanguage, text: string): string {
  const wording = WORDING[language];
  const names = images(detection)
    .slice(0, 2)
    .map((symbol, index) =>
      index === 0 || language === "de" ? symbol.label : symbol.label.toLocaleLowerCase(wording.locale),
    );
  if (names.length > 0) return listOf(wording, names);
  const first = [...(text.trim().split(/(?<=[.!?…])\s/u)[0] ?? "").replace(/\s+/gu, " ")];
  if (!first.some((char) => /\p{L}/u.test(char))) return fallbackDreamTitle(text);
  const start =
    first.length <= UNTITLED_LENGTH
      ? first.join("")
      : `${first.slice(0, UNTITLED_LENGTH).join("").trimEnd()}…`;
  return wording.untitled(start);
}
