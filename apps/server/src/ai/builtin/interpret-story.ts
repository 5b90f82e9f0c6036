import { type DreamFacts, type Image, peopleOf, type Quoter } from "./interpret-facts";
import { bold, boldLabel, titled, type Voice } from "./interpret-voice";
import { EMOTION_WORDING, feltBy, listOf, longDate } from "./wording";

type Scene = (dream: string, date: string, things: string, be: "is" | "are") => string;

/** The opening: the dream, named with its date, by what it pictures in its own words. */
const SCENES: Scene[] = [
  (dream, date, things) => `${dream}, from ${date}, is built around ${things}.`,
  (dream, date, things, be) => `In ${dream} (${date}), what carries the dream ${be} ${things}.`,
  (dream, date, things) => `${dream}, dreamt on ${date}, turns on ${things}.`,
  (dream, date, things, be) => `At the heart of ${dream}, from the night of ${date}, ${be} ${things}.`,
  (dream, date, things) => `In ${dream}, from ${date}, everything happens around ${things}.`,
  (dream, date, things) => `${dream} (${date}) keeps you close to ${things}.`,
  (dream, date, things, be) => `What stays from ${dream}, dreamt on ${date}, ${be} ${things}.`,
  (dream, date, things) => `You brought ${things} back from the night of ${date}: ${dream}.`,
  (dream, date, things) => `${dream}, from ${date}, begins with what you saw: ${things}.`,
];
/** Openings that need more than one thing. */
const SCENES_MANY: Scene[] = [
  (dream, date, things) => `Your dream of ${date}, ${dream}, gathers ${things}.`,
  (dream, date, things) => `The dream you wrote down for ${date}, ${dream}, brings together ${things}.`,
  (dream, date, things) => `On the night of ${date} you dreamt ${dream}, a dream made of ${things}.`,
  (dream, date, things) => `${dream}, from ${date}, puts you among ${things}.`,
];

type Moment = (ref: string, said: string) => string;
const MOMENTS: Moment[] = [
  (ref, said) => `Everything turns on ${ref}: ${said}.`,
  (ref, said) => `With ${ref}, it comes to a head: ${said}.`,
  (ref, said) => `The moment with ${ref} seems to matter most: ${said}.`,
  (ref, said) => `Its key moment, ${ref}, comes in your words as ${said}.`,
  (ref, said) => `You put ${ref} at its centre: ${said}.`,
  (ref, said) => `Much of it hangs on ${ref}: ${said}.`,
  (ref, said) => `The turning point comes with ${ref}: ${said}.`,
  (ref, said) => `The rest is held together by ${ref}, as you tell it: ${said}.`,
  (ref, said) => `You describe ${ref} simply: ${said}.`,
  (ref, said) => `If one line of yours sums it up, it is the one with ${ref}: ${said}.`,
  (ref, said) => `Look at how you tell ${ref}: ${said}.`,
  (ref, said) => `Your account of ${ref} is the heart of it: ${said}.`,
  (ref, said) => `The dream gathers around ${ref}: ${said}.`,
  (ref, said) => `Most of the weight falls on ${ref}, in your words ${said}.`,
  (ref, said) => `The scene with ${ref} is the one to stay with: ${said}.`,
  (ref, said) => `What happens with ${ref} is the core of it: ${said}.`,
  (ref, said) => `What stands out is ${ref}, as you put it: ${said}.`,
  (ref, said) => `Your own sentence about ${ref} says most: ${said}.`,
  (ref, said) => `The centre of gravity is ${ref}: ${said}.`,
  (ref, said) => `The dream's pivot is ${ref}: ${said}.`,
];

const PLAIN_MOMENTS = [
  (said: string) => `It turns on one moment: ${said}.`,
  (said: string) => `The line that carries it is ${said}.`,
  (said: string) => `What happens, in your words: ${said}.`,
  (said: string) => `Everything in it leads to ${said}.`,
  (said: string) => `The heart of it is one sentence of yours: ${said}.`,
  (said: string) => `Start from the moment you tell like this: ${said}.`,
  (said: string) => `In your own words, it comes to a head here: ${said}.`,
  (said: string) => `Its key moment is ${said}.`,
  (said: string) => `You put the centre of it this way: ${said}.`,
  (said: string) => `Much of it hangs on one line of yours: ${said}.`,
  (said: string) => `The turning point, as you tell it: ${said}.`,
];

const ENDINGS = [
  (said: string) => `It ends on ${said}.`,
  (said: string) => `And it closes with ${said}, which is where it leaves you.`,
  (said: string) => `Its last image is ${said}.`,
  (said: string) => `By the end, ${said}: an ending worth keeping in mind.`,
  (said: string) => `The dream stops at ${said}.`,
  (said: string) => `It finishes, in your words, with ${said}.`,
  (said: string) => `Where it leaves off matters too: ${said}.`,
  (said: string) => `Its final beat is ${said}.`,
  (said: string) => `The last thing you remember is ${said}.`,
  (said: string) => `It leaves you with ${said}.`,
  (said: string) => `Then, at the close, ${said}.`,
  (said: string) => `The ending, as you write it: ${said}.`,
];

type Felt = (noun: string, said: string) => string;
const OWN_FEELINGS: Felt[] = [
  (noun, said) => `Its clearest feeling is ${noun}: ${said}.`,
  (noun, said) => `The feeling you name is ${noun}, in ${said}.`,
  (noun, said) => `What you felt is plain in your words, ${said}: ${noun}.`,
  (noun, said) => `The ${noun} is yours, and you say so: ${said}.`,
  (noun, said) => `The feeling at its centre is ${noun}, as in ${said}.`,
  (noun, said) => `Your own words make the ${noun} clear: ${said}.`,
  (noun, said) => `Emotionally it is coloured by ${noun}: ${said}.`,
  (noun, said) => `You name the feeling yourself, ${said}, and it reads as ${noun}.`,
  (noun, said) => `Underneath the images there is ${noun}: ${said}.`,
  (noun, said) => `${noun.charAt(0).toUpperCase()}${noun.slice(1)} runs through it, as you say: ${said}.`,
];
/** The feeling is in the passage already quoted. */
/** The feeling ("the fear", "your mother's sadness") is in the passage already quoted. */
const SAME_LINE = [
  (feeling: string) => `${feeling.charAt(0).toUpperCase()}${feeling.slice(1)} is in that same line.`,
  (feeling: string) => `That line already carries its feeling: ${feeling}.`,
  (feeling: string) => `The same words hold its clearest feeling, ${feeling}.`,
  (feeling: string) => `And ${feeling} sits right there, in the same sentence.`,
  (feeling: string) => `Its feeling, ${feeling}, is part of that moment.`,
];
const OTHERS_FEELINGS = [
  (who: string, noun: string, said: string) => `Its clearest feeling is ${who}'s ${noun}: ${said}.`,
  (who: string, noun: string, said: string) =>
    `The strongest feeling belongs to ${who}: ${noun}, in ${said}.`,
  (who: string, noun: string, said: string) =>
    `You do not name your own feeling, but ${who} shows ${noun}: ${said}.`,
  (who: string, noun: string, said: string) => `The ${noun} in it is ${who}'s rather than yours: ${said}.`,
  (who: string, noun: string, said: string) => `It is ${who} who carries the feeling, ${noun}, in ${said}.`,
];
const NO_FEELINGS = [
  (what: string) => `You name no feeling, so the mood is left to ${what}.`,
  (what: string) => `There is no feeling word in your account; ${what} hold the mood.`,
  (what: string) => `The mood is in ${what} rather than in any word for a feeling.`,
  (what: string) => `You keep your feelings out of the telling, and ${what} fill the gap.`,
  (what: string) => `Nothing in your words names a feeling, so ${what} are where to look for it.`,
  (what: string) => `It is told without a feeling named; ${what} may hint at one.`,
  (what: string) => `No feeling is put into words here; ${what} carry the mood instead.`,
  (what: string) => `You do not say how it felt, which leaves ${what} to speak for the mood.`,
  (what: string) => `The feeling goes unnamed, and ${what} set the tone.`,
  (what: string) => `Without a named feeling, the tone comes from ${what}.`,
  (what: string) => `How it felt you leave unsaid; ${what} may say it for you.`,
];

/** The pictured things (not people) and the people, in the dream's words. */
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
  if (!facts.detection.english) {
    return capitalised(
      `${dream}, from ${date}, is not in English, which the built-in interpreter reads only; this reading keeps to your own words and answers.`,
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
  if (!facts.detection.english) return parts.join(" ");
  if (!facts.types.includes("nightmare")) parts.push(feelingSentence(facts, quoter, voice));
  const ending = endingSentence(facts, quoter, voice);
  if (ending) parts.push(ending);
  // The lexicon's reading of the strongest image, or of the next one: no one reading in many dreams.
  const readable = facts.ranked.filter((symbol) => symbol.entry.theme !== "objects");
  if (readable.length > 0) parts.push(voice.choose("reading", readable.slice(0, 2)).entry.reading);
  return parts.join(" ");
}
