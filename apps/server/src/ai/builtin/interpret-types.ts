import { strongestFeelings } from "./detect-emotions";
import type { DreamFacts, Quoter } from "./interpret-facts";
import type { Voice } from "./interpret-voice";
import type { Sentence, Token } from "./nlp";
import { EMOTION_WORDING } from "./wording";

/** Verbs that say what the dreamer perceived, felt or was, not what they did. */
const NOT_DOING = new Set(
  (
    "be have feel seem see hear know think realise realize notice remember dream wake look appear become " +
    "wonder wish hope want need like love hate believe understand recognise recognize sense guess mean"
  ).split(" "),
);
/** Verbs that lead into the deed: "I started running", "I tried to shout". */
const LEADING = new Set("start begin try keep manage decide continue attempt go".split(" "));

/** An act of the dreamer's: the sentence and the words that say it ("started running"). */
interface Deed {
  sentence: Sentence;
  words: string;
}

/** Every act of the dreamer's in a sentence: "I" (or "we") and the verb of a deed after it. */
function deedsIn(sentence: Sentence): Deed[] {
  const tokens = sentence.tokens;
  const deeds: Deed[] = [];
  for (let i = 0; i < tokens.length; i++) {
    if (tokens[i]?.normal !== "i" && tokens[i]?.normal !== "we") continue;
    const said: Token[] = [];
    for (let j = i + 1; j < tokens.length && j - i < 6; j++) {
      const token = tokens[j] as Token;
      if (token.pos === "AUX" || token.pos === "ADV" || token.pos === "PART") {
        said.push(token);
        continue;
      }
      if (token.pos !== "VERB") break;
      said.push(token);
      if (LEADING.has(token.lemma) && j + 1 < tokens.length) continue;
      if (!NOT_DOING.has(token.lemma)) {
        const words = said
          .map((t) => t.text)
          .join(" ")
          .replace(/ n't/g, "n't");
        deeds.push({ sentence, words });
      }
      break;
    }
  }
  return deeds;
}

/**
 * What the dreamer did, quoted: the first deed from the sentence `from` on (then the ones before),
 * skipping passages already quoted. Null when the dreamer does nothing in the dream.
 */
function quoteDeed(
  facts: DreamFacts,
  quoter: Quoter,
  from: number,
  { before = true } = {},
): { said: string; deed: Deed } | null {
  // Then the closest deed before it: the dreamer's last act before the fear.
  const ordered = [
    ...facts.dreamt.filter((s) => s.index >= from),
    ...(before ? facts.dreamt.filter((s) => s.index < from).reverse() : []),
  ];
  for (const deed of ordered.flatMap(deedsIn)) {
    const said = quoter.quote(14, deed.words, deed.sentence.text);
    if (said) return { said, deed };
  }
  return null;
}

/** How a report says the dreamer knew it was a dream: the realisation first, else the word "lucid". */
const AWARE = [
  /\b(?:realis|realiz|knew|know|aware|notic|clicked|recognis|recogniz|understood|thought)\w*\b[^.!?]*\b(?:dream|dreaming)\b/i,
  /\bbecame lucid\b|\breality checks?\b|\bcontrol (?:the|my) dream/i,
  /\blucid\b/i,
];

function lucidParagraph(facts: DreamFacts, quoter: Quoter, voice: Voice): string {
  const pattern = AWARE.find((each) => facts.dreamt.some((sentence) => each.test(sentence.text)));
  const aware = pattern && facts.dreamt.find((sentence) => pattern.test(sentence.text));
  const parts: string[] = [];
  const said = aware
    ? quoter.quote(
        16,
        aware.text
          .match(pattern as RegExp)?.[0]
          .split(" ")
          .at(-1),
        aware.text,
      )
    : null;
  parts.push(
    said
      ? voice.choose("lucid", [
          `This was a lucid dream: you knew you were dreaming, ${said}.`,
          `It became lucid at ${said}: from then on you knew it was a dream.`,
          `You were lucid in it, aware that you were dreaming: ${said}.`,
          `The lucid moment is ${said}, when the dream showed itself as a dream.`,
          `Lucidity came with ${said}, and with it a choice about what to do next.`,
          `You became lucid, in your words ${said}, which not every dreamer manages.`,
        ])
      : voice.choose("lucid-unsaid", [
          "This was a lucid dream: at some point you knew you were dreaming.",
          "You marked it as lucid, a dream in which you knew you were dreaming.",
          "It was a lucid dream, one where you were aware of dreaming while it went on.",
        ]),
  );
  // Only what came after knowing counts as what the dreamer did with it.
  const did = aware ? (quoteDeed(facts, quoter, aware.index + 1, { before: false })?.said ?? null) : null;
  if (did) {
    parts.push(
      voice.choose("lucid-deed", [
        `What you chose to do with that awareness was ${did}.`,
        `Once you knew, you acted: ${did}.`,
        `Knowing it was a dream, you went on to this: ${did}.`,
        `Your first free choice in it was ${did}.`,
        `With the dream in your hands, you chose ${did}.`,
      ]),
    );
  }
  parts.push(
    voice.choose("lucid-reading", [
      "LaBerge's work treats lucid dreams as a place to practise: what you choose there may show what you want more of awake.",
      "In lucid-dream research (LaBerge) what a dreamer does once aware is often taken as a sign of what they wish to meet or change.",
      "Lucid dreamers often use the moment to test limits or seek someone out; what you went for may be worth noticing.",
      "Being lucid turns a dream from something that happens to you into something you steer, and where you steered is part of its meaning.",
    ]),
  );
  return parts.join(" ");
}

function nightmareParagraph(facts: DreamFacts, quoter: Quoter, voice: Voice): string {
  const own = strongestFeelings(facts.detection.feelings).filter((feeling) => feeling.who === "dreamer");
  const fear = own.find((f) => f.emotion === "fear" || f.emotion === "worry") ?? own[0];
  const parts: string[] = [];
  const scared = fear ? quoter.quote(14, fear.words, fear.evidence) : null;
  const noun = fear ? EMOTION_WORDING[fear.emotion].noun : "fear";
  parts.push(
    scared
      ? voice.choose("nightmare", [
          `It was a nightmare, and the ${noun} is in your own words: ${scared}.`,
          `This was a nightmare: ${scared}.`,
          `As nightmares go, this one is vivid about the ${noun}: ${scared}.`,
          `The ${noun} is what makes it a nightmare: ${scared}.`,
          `A nightmare, then, and you name the ${noun} plainly: ${scared}.`,
          `You lived this nightmare in the body as much as the mind: ${scared}.`,
        ])
      : voice.choose("nightmare-unsaid", [
          "It was a nightmare, though the fear is carried by what happens rather than named.",
          "This was a nightmare; you do not name the fear, but the events carry it.",
          "A nightmare, told without naming the fear: the images do that work.",
        ]),
  );
  const from = fear ? (facts.sentences.find((s) => s.text.includes(fear.words))?.index ?? 0) : 0;
  const quoted = quoteDeed(facts, quoter, from);
  const did = quoted?.said ?? null;
  const couldNot =
    quoted &&
    /\b(?:could ?n[o']t|can ?n[o']t|cannot|unable|wouldn't|didn't|not|no sound|no way)\b/i.test(quoted.said);
  if (did && couldNot) {
    parts.push(
      voice.choose("nightmare-stuck", [
        `You tried to act and could not: ${did}.`,
        `What you did is part of it too, or what you could not do: ${did}.`,
        `Being unable to act is its own kind of fear: ${did}.`,
      ]),
    );
  } else if (did) {
    parts.push(
      voice.choose("nightmare-deed", [
        `What you did in it matters as much as the fear: ${did}.`,
        `And you did not only endure it: ${did}.`,
        `Your response was ${did}.`,
        `In the middle of the fear you acted: ${did}.`,
        `What you did is worth noticing: ${did}.`,
      ]),
    );
  } else {
    parts.push(
      voice.choose("nightmare-still", [
        "You mostly endure it rather than act, which is common in nightmares and worth noticing.",
        "In your account you do not fight back or run, you live through it; that too says something.",
      ]),
    );
  }
  parts.push(
    voice.choose("nightmare-reading", [
      "Nightmares are often read as the mind rehearsing a threat (Revonsuo), so how you met it may echo how you meet pressure awake.",
      "Hartmann saw nightmares as a strong feeling given a picture; the picture here may show what the feeling is about.",
      "A nightmare tends to put a waking worry into its starkest form, and your reaction in it is part of the message.",
      "Frightening dreams are common under stress, and what you did in this one may say more than the threat itself.",
    ]),
  );
  return parts.join(" ");
}

/**
 * The dream's types spoken of: a lucid dream's lucidity (the moment the dreamer knew, and what they
 * did with it), a nightmare's fear and what the dreamer did, a recurring dream's return. Null when
 * the dream has no type.
 */
export function typesParagraph(facts: DreamFacts, quoter: Quoter, voice: Voice): string | null {
  const parts: string[] = [];
  if (facts.types.includes("lucid")) parts.push(lucidParagraph(facts, quoter, voice));
  if (facts.types.includes("nightmare")) parts.push(nightmareParagraph(facts, quoter, voice));
  if (facts.types.includes("recurring")) {
    parts.push(
      voice.choose("recurring-type", [
        "You count it among your recurring dreams: a dream that returns usually returns for a reason.",
        "It is a recurring dream for you, and a dream that keeps coming back tends to carry something unfinished.",
        "As a recurring dream, it belongs to a series; what differs this time may matter most.",
      ]),
    );
  }
  return parts.length > 0 ? parts.join(" ") : null;
}
