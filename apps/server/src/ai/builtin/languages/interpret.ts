import type { OtherLanguage } from "../../../domain/languages";
import { sentencesOf } from "../../sentences";
import type { Detection } from "../detect";
import { strongestFeelings } from "../detect-emotions";
import { textHash } from "../hash";
import { Voice } from "../interpret-voice";
import type { InterpretInput } from "../types";
import { excerpt } from "../wording";
import { boldImages, capitalised, images, listOf, longDateIn, quoted, textOf, withArticle } from "./say";
import { type LocalWording, WORDING } from "./wording";

const MAX_ANSWERS = 3;
const MAX_SIGNS = 2;
const MAX_RELATED = 2;
/** The strongest images whose dictionary reading is given. */
const MAX_MEANINGS = 2;

/** The scene and its feeling: the images found (or none), then who felt what, in the dream's words. */
function scene(input: InterpretInput, detection: Detection, language: OtherLanguage, voice: Voice): string {
  const wording = WORDING[language];
  const { reading } = wording;
  const dream = input.dream.title
    ? `${wording.quotes[0]}${input.dream.title}${wording.quotes[1]}`
    : reading.thisDream;
  const date = longDateIn(language, input.dream.date);
  const shown = images(detection).map((symbol) => symbol.symbol);
  const parts = [
    shown.length > 0
      ? voice.choose("scene", reading.scene)(dream, date, boldImages(language, shown))
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
  return parts.map(capitalised).join(" ");
}

function types(input: InterpretInput, wording: LocalWording, voice: Voice): string | null {
  const parts: string[] = [];
  if (input.dream.types?.includes("lucid")) parts.push(voice.choose("lucid", wording.reading.lucid));
  if (input.dream.types?.includes("nightmare"))
    parts.push(voice.choose("nightmare", wording.reading.nightmare));
  return parts.length > 0 ? parts.join(" ") : null;
}

/** The answers said back, the question and the person's own words quoted; none, their own associations. */
function answers(input: InterpretInput, wording: LocalWording, voice: Voice): string {
  const answered = input.answers.filter((pair) => pair.answer.trim()).slice(0, MAX_ANSWERS);
  if (answered.length === 0) return voice.choose("unanswered", wording.reading.unanswered);
  const say = (text: string) => `${wording.quotes[0]}${text}${wording.quotes[1]}`;
  // Each answer in another frame, from one chosen per dream.
  const frames = wording.reading.answered;
  const first = voice.choose("answered", [...frames.keys()]);
  return answered
    .map((pair, index) => {
      const frame = frames[(first + index) % frames.length] as (answer: string) => string;
      return frame(say(excerpt(pair.answer, 24)));
    })
    .map(capitalised)
    .join(" ");
}

/** The journal's dream signs this dream holds, and the earlier dreams linked to it by shared images. */
function journal(input: InterpretInput, language: OtherLanguage): string | null {
  const { reading, quotes } = WORDING[language];
  const signs = (input.signs ?? []).filter((sign) => sign.earlier > 0).slice(0, MAX_SIGNS);
  const parts = signs.map((sign) =>
    capitalised(
      reading.sign(
        `**${withArticle(language, sign.symbol)}**`,
        sign.earlier,
        sign.since ? longDateIn(language, sign.since) : null,
      ),
    ),
  );
  for (const related of input.related.slice(0, MAX_RELATED)) {
    const shared = related.signs?.length ? related.signs : related.sharedSymbols;
    if (shared.length === 0) continue;
    const title = `${quotes[0]}${related.title}${quotes[1]}`;
    parts.push(
      reading.related(title, longDateIn(language, related.date), boldImages(language, shared.slice(0, 3))),
    );
  }
  return parts.length > 0 ? parts.join(" ") : null;
}

/**
 * The reading of a dream written in `language` (not English), in that language: its scene and
 * feeling, what its strongest images are often taken to mean (the dictionary's), its types, the answers said back, the journal's dream signs and linked dreams, and a
 * closing suggestion, each frame in a few variants chosen by the dream's text; yielded sentence by
 * sentence, a blank line before each paragraph after the first.
 */
export function* interpretInLanguage(
  input: InterpretInput,
  detection: Detection,
  language: OtherLanguage,
): Generator<string, void> {
  const wording = WORDING[language];
  const voice = new Voice(textHash(input.dream.content));
  const felt = strongestFeelings(detection.feelings).find((feeling) => feeling.who === "dreamer");
  const meanings = images(detection)
    .slice(0, MAX_MEANINGS)
    .map((symbol) => textOf(language, symbol.symbol).reading);
  const paragraphs = [
    scene(input, detection, language, voice),
    meanings.length > 0 ? meanings.join(" ") : null,
    types(input, wording, voice),
    answers(input, wording, voice),
    journal(input, language),
    voice.choose("closing", wording.reading.closing)(felt ? wording.emotions[felt.emotion].felt : null),
  ].filter((paragraph): paragraph is string => paragraph !== null);
  for (const [index, paragraph] of paragraphs.entries()) {
    const sentences = sentencesOf(paragraph);
    if (index > 0 && sentences[0] !== undefined) sentences[0] = `\n\n${sentences[0]}`;
    yield* sentences;
  }
}
