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
  questions: {
    /** What an image of the dream brings to mind (`image` with its article). */
    image: (image: string) => string;
    /** When and where the feeling is felt awake (`felt`: the emotion as what is felt); one per dream. */
    felt: ((felt: string) => string)[];
  };
  /** The interpretation's frames (../interpret.ts); several variants each, one chosen per dream. */
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
  lucid: readonly string[];
  nightmare: readonly string[];
  /** One answer said back in the person's words, quoted (the question is not asked again). */
  answered: readonly ((answer: string) => string)[];
  /** No answer given: the person's own associations. */
  unanswered: readonly string[];
  /** A dream sign of the journal: the image (bold, with its article), how many earlier dreams, since when. */
  sign: (image: string, earlier: number, since: string | null) => string;
  /** An earlier dream (its title quoted) linked by the images it shares (bold, with their articles). */
  related: (title: string, date: string, images: string) => string;
  /** The closing suggestion, with the dreamer's strongest feeling as what is felt, or without one. */
  closing: readonly ((felt: string | null) => string)[];
}
