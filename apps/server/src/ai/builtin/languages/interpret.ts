import type { OtherLanguage } from "../../../domain/languages";
import { sentencesOf } from "../../sentences";
import type { Detection } from "../detect";
import { strongestFeelings } from "../detect-emotions";
import { textHash } from "../hash";
import { Voice } from "../interpret-voice";
import type { InterpretInput } from "../types";
import { excerpt } from "../wording";
import { endingQuote } from "./ending";
import {
  boldImages,
  boldOwnImages,
  capitalised,
  images,
  listOf,
  longDateIn,
  quoted,
  textOf,
  withArticle,
} from "./say";
import { type LocalWording, WORDING } from "./wording";

const MAX_ANSWERS = 3;
const MAX_SIGNS = 2;
const MAX_RELATED = 2;

/** The variant at `index`, counted round the list: two signs of one reading never share a frame. */
const nth = <T>(variants: readonly T[], index: number): T => variants[index % variants.length] as T;

/** The scene and its feeling: the images found (or none), then who felt what, in the dream's words. */
function scene(input: InterpretInput, detection: Detection, language: OtherLanguage, voice: Voice): string {
  const wording = WORDING[language];
  const { reading } = wording;
  const dream = input.dream.title
    ? `${wording.quotes[0]}${input.dream.title}${wording.quotes[1]}`
    : reading.thisDream;
  const date = longDateIn(language, input.dream.date);
  const shown = images(detection);
  const parts = [
    shown.length > 0
      ? voice.choose("scene", reading.scene)(dream, date, boldOwnImages(language, shown, input.dream.content))
      : voice.choose("bare", reading.bare)(dream, date),
  ];
  const ranked = strongestFeelings(detection.feelings);
  const first = ranked[0];
  if (first) {
    const words = quoted(wording, first.evidence, first.words, 16);
    if (first.who === "dreamer") {
      const own = [...new Set(ranked.filter((f) => f.who === "dreamer").map((f) => f.emotion))].slice(0, 3);
      const the = listOf(
        wording,
        own.map((emotion) => wording.emotions[emotion].the),
      );
      const bare = listOf(
        wording,
        own.map((emotion) => wording.emotions[emotion].felt),
      );
      parts.push(voice.choose("felt", reading.felt)(the, bare, words));
    } else parts.push(voice.choose("theirs", reading.theirs)(wording.emotions[first.emotion].felt, words));
  }
  // The strongest image and the ending in the dream's own words, each quoted once; the second
  // image too when the scene would otherwise quote the dream fewer than three times.
  const fresh = (quote: string | null): quote is string =>
    quote !== null && !parts.some((part) => part.includes(quote));
  const quotesSoFar = () => parts.join(" ").split(wording.quotes[0]).length - (input.dream.title ? 2 : 1);
  const ending = endingQuote(input.dream.content, language, wording);
  const firstFrame = voice.choose("image", [...reading.image.keys()]);
  let inWords = 0;
  for (const image of images(detection)) {
    const words = image.evidence[0] ? quoted(wording, input.dream.content, image.evidence[0]) : null;
    if (!fresh(words) || (inWords > 0 && words === ending)) continue;
    if (inWords > 0 && quotesSoFar() + (fresh(ending) ? 1 : 0) >= 3) break;
    parts.push(nth(reading.image, firstFrame + inWords)(`**${withArticle(language, image.symbol)}**`, words));
    if (++inWords === 2) break;
  }
  if (fresh(ending)) parts.push(voice.choose("ending", reading.ending)(ending));
  return parts.map(capitalised).join(" ");
}

function types(input: InterpretInput, wording: LocalWording, voice: Voice): string | null {
  const parts: string[] = [];
  if (input.dream.types?.includes("lucid")) parts.push(voice.choose("lucid", wording.reading.lucid));
  if (input.dream.types?.includes("nightmare"))
    parts.push(voice.choose("nightmare", wording.reading.nightmare));
  return parts.length > 0 ? parts.join(" ") : null;
}

/**
 * The answers said back in the person's own words, quoted: one in a sentence of its own, two or
 * three in one sentence whose parts are each chosen apart; none, their own associations.
 */
function answers(input: InterpretInput, wording: LocalWording, voice: Voice): string {
  const answered = input.answers.filter((pair) => pair.answer.trim()).slice(0, MAX_ANSWERS);
  const frames = wording.reading.answers;
  const [first, ...rest] = answered.map(
    (pair) =>
      `${wording.quotes[0]}${excerpt(pair.answer, answered.length > 1 ? 16 : 24)}${wording.quotes[1]}`,
  );
  if (first === undefined) return voice.choose("unanswered", wording.reading.unanswered);
  const last = rest.pop();
  if (last === undefined) return capitalised(voice.choose("answer", frames.one)(first));
  const middle = rest.map((answer) => voice.choose("answer-next", frames.next)(answer));
  return capitalised(
    [
      voice.choose("answer-first", frames.first)(first),
      ...middle,
      voice.choose("answer-last", frames.last)(last),
    ].join(""),
  );
}

/** The journal's dream signs this dream holds, and the earlier dreams linked to it by shared images. */
function journal(input: InterpretInput, language: OtherLanguage, voice: Voice): string | null {
  const { reading, quotes } = WORDING[language];
  const signs = (input.signs ?? []).filter((sign) => sign.earlier > 0).slice(0, MAX_SIGNS);
  const parts = signs.map((sign, index) =>
    capitalised(
      nth(reading.sign, voice.choose("sign", [...reading.sign.keys()]) + index)(
        `**${withArticle(language, sign.symbol)}**`,
        sign.earlier,
        sign.since ? longDateIn(language, sign.since) : null,
      ),
    ),
  );
  const firstRelated = voice.choose("related", [...reading.related.keys()]);
  for (const [index, related] of input.related.slice(0, MAX_RELATED).entries()) {
    const shared = related.signs?.length ? related.signs : related.sharedSymbols;
    if (shared.length === 0) continue;
    const title = `${quotes[0]}${related.title}${quotes[1]}`;
    parts.push(
      nth(reading.related, firstRelated + index)(
        title,
        longDateIn(language, related.date),
        boldImages(language, shared.slice(0, 3)),
      ),
    );
  }
  return parts.length > 0 ? parts.join(" ") : null;
}

/**
 * The reading of a dream written in `language` (not English), in that language: its scene, its
 * feeling, its strongest image and its ending in its own words; what an image is often taken to
 * mean (the dictionary's); its types; the answers said back; the journal's dream signs and linked
 * dreams; and a closing suggestion. Each frame is one of many variants chosen by the dream's text;
 * yielded sentence by sentence, a blank line before each paragraph after the first.
 */
export function* interpretInLanguage(
  input: InterpretInput,
  detection: Detection,
  language: OtherLanguage,
): Generator<string, void> {
  const wording = WORDING[language];
  const voice = new Voice(textHash(input.dream.content));
  const felt = strongestFeelings(detection.feelings).find((feeling) => feeling.who === "dreamer");
  // The dictionary's reading of one of the other images, as the analysis gave the strongest's (or
  // of the only one): which one by the dream's text, as the dictionary has one reading per image
  // and the commonest (food is in about a third of dreams) would otherwise be read to many dreams.
  const [top, ...others] = images(detection);
  const read = others.length > 0 ? voice.choose("meaning", others) : top;
  const meaning = read ? textOf(language, read.symbol).reading : null;
  const paragraphs = [
    scene(input, detection, language, voice),
    meaning,
    types(input, wording, voice),
    answers(input, wording, voice),
    journal(input, language, voice),
    voice.choose("closing", wording.reading.closing)(felt ? wording.emotions[felt.emotion].felt : null),
  ].filter((paragraph): paragraph is string => paragraph !== null);
  for (const [index, paragraph] of paragraphs.entries()) {
    const sentences = sentencesOf(paragraph);
    if (index > 0 && sentences[0] !== undefined) sentences[0] = `\n\n${sentences[0]}`;
    yield* sentences;
  }
}
