import { type DreamFacts, type Image, peopleOf, type Quoter } from "./interpret-facts";
import {
  ENDINGS,
  MOMENTS,
  NO_FEELINGS,
  OTHERS_FEELINGS,
  OWN_FEELINGS,
  PLAIN_MOMENTS,
  SAME_LINE,
  SCENES,
  SCENES_MANY,
} from "./interpret-story-frames";
import { bold, boldLabel, titled, type Voice } from "./interpret-voice";
import { EMOTION_WORDING, feltBy, listOf, longDate } from "./wording";

function cast(facts: DreamFacts): { things: Image[]; people: string[] } {
  // Lucidity and waking inside the dream are spoken of with the dream's types, not as images.
  const seen = new Set<string>();
  const things = facts.images.filter((image) => {
    if (!image.phrase || image.symbol.entry.theme === "people" || seen.has(image.phrase)) return false;
    seen.add(image.phrase);
    return image.symbol.symbol !== "lucid" && image.symbol.symbol !== "false-awakening";
  });
  return { things: things.slice(0, 3), people: peopleOf(facts).slice(0, 2) };
}

function sceneSentence(facts: DreamFacts, voice: Voice): string {
  const { things, people } = cast(facts);
  const phrases = things.map((image) => image.phrase as string);
  // "your grandmother" is already in "your grandmother's kitchen".
  const core = (person: string) => person.replace(/^(?:your|the|a|an) /, "");
  const others = people.filter((person) => !phrases.some((phrase) => phrase.includes(core(person))));
  // What else it names in its own words fills the picture when the lexicon knows little of it.
  const extra = facts.things.filter(
    (thing) => ![...phrases, ...others].some((known) => known.includes(thing)),
  );
  const named = [...phrases, ...others, ...extra].slice(0, Math.max(3, phrases.length + others.length));
  let pieces = named.slice(0, 4).map((phrase) => `**${phrase}**`);
  if (pieces.length === 0) pieces = facts.ranked.slice(0, 3).map((symbol) => boldLabel(symbol.label));
  const dream = titled(facts.title);
  const date = longDate(facts.date);
  const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
  if (facts.detection.language === null) {
    return capitalised(
      `${dream}, from ${date}, is written in a language the built-in interpreter does not read; this reading keeps to your own words and answers.`,
    );
  }
  if (pieces.length === 0) {
    return capitalised(
      voice.choose("scene-none", [
        `${dream}, from ${date}, holds none of the images in the symbol lexicon, so this reading stays with your own words.`,
        `Nothing in ${dream} (${date}) matches the images the symbol lexicon knows, so your own words lead here.`,
        `${dream}, dreamt on ${date}, is told without the usual dream images; what happens in it is what counts.`,
      ]),
    );
  }
  const frames = pieces.length > 1 ? [...SCENES, ...SCENES_MANY] : SCENES;
  const scene = voice.choose("scene", frames)(dream, date, listOf(pieces), pieces.length > 1 ? "are" : "is");
  return capitalised(scene);
}

/** An image as a sentence names it: its phrase ("**the cold ocean**"), an action ("**falling**"), "the **intruder**". */
function refOf(image: Image): string | null {
  if (image.phrase) return `**${image.phrase}**`;
  const label = image.symbol.label;
  if (/^(?:being \w+|\w+ing)\b/i.test(label)) return boldLabel(label);
  if (/ (?:or|and) /.test(label)) return null;
  if (/^an? /i.test(label)) return boldLabel(label); // "A journey"
  return `the ${boldLabel(label)}`;
}

/** The passage of the top action (else the top image), quoted, with the image named. */
function momentSentence(facts: DreamFacts, quoter: Quoter, voice: Voice): string | null {
  // Actions first, then the other images: the first whose passage is not quoted yet.
  const ordered = [
    ...facts.images.filter((each) => !each.phrase),
    ...facts.images.filter((each) => each.phrase),
  ];
  if (ordered.length === 0) {
    const said = quoter.quote(14);
    return said ? voice.choose("moment-plain", PLAIN_MOMENTS)(said) : null;
  }
  let image = ordered[0] as Image;
  let said: string | null = null;
  for (const each of ordered.slice(0, 4)) {
    said = quoter.quote(14, each.symbol.evidence[0]);
    image = each;
    if (said) break;
  }
  if (!said) return null;
  const ref = refOf(image);
  if (!ref) return voice.choose("moment-plain", PLAIN_MOMENTS)(said);
  return voice.choose("moment", MOMENTS)(ref, said);
}

function feelingSentence(facts: DreamFacts, quoter: Quoter, voice: Voice): string {
  const feeling = facts.feeling;
  if (!feeling) {
    const { things } = cast(facts);
    const phrases = things.slice(0, 2).map((image) => image.phrase as string);
    const what =
      phrases.length > 1
        ? bold(phrases)
        : phrases.length === 1
          ? `${bold(phrases)} and what happens around it`
          : "the events themselves";
    return voice.choose("no-feeling", NO_FEELINGS)(what);
  }
  const noun = EMOTION_WORDING[feeling.emotion].noun;
  const said = quoter.quote(12, feeling.words, feeling.evidence);
  const who = feeling.who === "dreamer" ? null : feltBy(facts.detection.people, feeling.whoName);
  if (!said) return voice.choose("feeling-same", SAME_LINE)(who ? `${who}'s ${noun}` : `the ${noun}`);
  if (!who) return voice.choose("feeling", OWN_FEELINGS)(noun, said);
  return voice.choose("others-feeling", OTHERS_FEELINGS)(who, noun, said);
}

/** The last thing that happens before waking, when the dream is long enough to have an ending of its own. */
function endingSentence(facts: DreamFacts, quoter: Quoter, voice: Voice): string | null {
  if (facts.dreamt.length < 3) return null;
  const last = facts.dreamt.at(-1)?.text ?? "";
  const said = quoter.quote(14, undefined, last);
  return said ? voice.choose("ending", ENDINGS)(said) : null;
}

/**
 * The dream's own paragraph: its images, people and places in its words, the moment it turns on,
 * its clearest feeling (a nightmare's fear is read in its own paragraph), its ending, and the
 * hedged reading of one of its strongest images.
 */
export function storyParagraph(facts: DreamFacts, quoter: Quoter, voice: Voice): string {
  const parts = [sceneSentence(facts, voice)];
  const moment = momentSentence(facts, quoter, voice);
  if (moment) parts.push(moment);
  // Text the analyst cannot read (not English) gets no guess at its feeling.
  if (facts.detection.language !== "en") return parts.join(" ");
  if (!facts.types.includes("nightmare")) parts.push(feelingSentence(facts, quoter, voice));
  const ending = endingSentence(facts, quoter, voice);
  if (ending) parts.push(ending);
  // The lexicon's reading of the strongest image, or of the next one: no one reading in many dreams.
  const readable = facts.ranked.filter((symbol) => symbol.entry.theme !== "objects");
  if (readable.length > 0) parts.push(voice.choose("reading", readable.slice(0, 2)).entry.reading);
  return parts.join(" ");
}
