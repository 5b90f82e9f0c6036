import type { Emotion } from "@somnia/shared/detections";

/**
 * What the analyst says of a dream in one language besides English (../analysis.ts): each
 * language's sentences written for it, with its own quotation marks and list words, never the
 * English templates word for word.
 */
export interface LocalWording {
  /** The locale whose list words join names (Intl.ListFormat): "fr", "pt-BR". */
  locale: string;
  /** Opening and closing quotation marks, with the spaces the language's typography puts inside. */
  quotes: readonly [string, string];
  images: {
    /** Sentences naming several images (bold, with their article), one chosen by the text's hash. */
    many: readonly ((images: string) => string)[];
    one: readonly ((image: string) => string)[];
    /** No symbol of the lexicon found. */
    none: string;
  };
  feelings: {
    /** The dreamer's own: their names ("la peur et la tristesse"), how many, and a quotation. */
    mine: (names: string, count: number, quoted: string) => string;
    /** Only someone else's feeling in the dream (`felt`: the emotion as what is felt). */
    theirs: (felt: string, quoted: string) => string;
    none: string;
  };
  /** A title when no image is found: the start of the dream's first sentence after the word for a dream. */
  untitled: (start: string) => string;
  /** Each emotion as the subject or object of a sentence ("la peur"), and as what is felt ("de la peur"). */
  emotions: Record<Emotion, { the: string; felt: string }>;
  /**
   * The analysis's questions. Each is a list of variants, one chosen per dream by its text; every
   * list holds at least `MIN_VARIANTS` of them, so that no question is asked of many dreams.
   */
  questions: {
    /** What an image of the dream brings to mind (`image`: its name with its article). */
    image: readonly ((image: string) => string)[];
    /**
     * When and where the feeling is felt awake: `felt` the emotion as what is felt, `quoted` the
     * dream's own words that say it, in quotation marks ("j'avais très peur").
     */
    felt: readonly ((felt: string, quoted: string) => string)[];
    /** What the dream's ending leaves open: `quoted` its last words, in quotation marks. */
    ending: readonly ((quoted: string) => string)[];
  };
  /** The interpretation's frames (../interpret.ts); several variants each (`MIN_VARIANTS`), one chosen per dream. */
  reading: LocalReading;
}

/**
 * The frames of a reading in one language. `dream` is the dream as named in a sentence: its title
 * in quotation marks, or the language's "this dream"; `date` is written out in the language.
 */
export interface LocalReading {
  /** "this dream", when it has no title. */
  thisDream: string;
  /** The images found, bold with their article. */
  scene: readonly ((dream: string, date: string, images: string) => string)[];
  /** No image of the lexicon. */
  bare: readonly ((dream: string, date: string) => string)[];
  /**
   * The dreamer's own feelings, with their articles (`the`: "la peur et la tristesse") or as what
   * is felt (`felt`: "Angst und Traurigkeit"), and the words that say them.
   */
  felt: readonly ((the: string, felt: string, quoted: string) => string)[];
  /** Only someone else's feeling. */
  theirs: readonly ((felt: string, quoted: string) => string)[];
  /** The strongest image (bold, with its article) in the dream's own words around it, quoted. */
  image: readonly ((image: string, quoted: string) => string)[];
  /** Where the dream ends: its last words before any waking up, quoted. */
  ending: readonly ((quoted: string) => string)[];
  lucid: readonly string[];
  nightmare: readonly string[];
  /**
   * The answers said back in the person's words, each quoted (the questions are not asked again):
   * one answer in a sentence of `one`; two or three in one sentence, `first` then, for a third,
   * `next`, then `last`, each part chosen on its own. `first` starts the sentence; `next` and `last`
   * carry the punctuation or words that join them to what comes before ("…, puis « … » et enfin
   * « … »."), and `last` ends it.
   */
  answers: {
    one: readonly ((answer: string) => string)[];
    first: readonly ((answer: string) => string)[];
    next: readonly ((answer: string) => string)[];
    last: readonly ((answer: string) => string)[];
  };
  /** No answer given: the person's own associations. */
  unanswered: readonly string[];
  /** A dream sign of the journal: the image (bold, with its article), how many earlier dreams, since when. */
  sign: readonly ((image: string, earlier: number, since: string | null) => string)[];
  /** An earlier dream (its title quoted) linked by the images it shares (bold, with their articles). */
  related: readonly ((title: string, date: string, images: string) => string)[];
  /** The closing suggestion, with the dreamer's strongest feeling as what is felt, or without one. */
  closing: readonly ((felt: string | null) => string)[];
}

/**
 * The fewest variants each list of frames holds, in every language (checked by ../analysis.test.ts):
 * enough that no sentence of the analysis or the reading comes back in many dreams of a journal.
 */
export const MIN_VARIANTS = {
  questions: { image: 10, felt: 5, ending: 4 },
  reading: {
    scene: 4,
    bare: 4,
    felt: 4,
    theirs: 3,
    image: 16,
    ending: 20,
    lucid: 4,
    nightmare: 4,
    unanswered: 4,
    sign: 14,
    related: 8,
    closing: 14,
    answers: { one: 5, first: 5, next: 5, last: 5 },
  },
} as const;
