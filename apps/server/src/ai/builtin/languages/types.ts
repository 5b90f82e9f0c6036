import type { Emotion } from "@somnia/shared/detections";
import type { OtherLanguage } from "../../../domain/languages";
import type { LocalSymbol, Term } from "../../../domain/symbols/terms";

/** Words that state one emotion at one strength, read the same way. */
export interface LocalFeelings {
  emotion: Emotion;
  /** 1 mild, 2 plain, 3 intense: the strongest mention is the one quoted. */
  intensity: 1 | 2 | 3;
  /**
   * "state" (default): felt by whoever the clause is about ("elle avait peur"); "stimulus": what
   * caused the feeling ("c'était effrayant"), felt by the dreamer, who perceived it; "sign": a
   * bodily sign ("le cœur battant") that states fear only beside a threat in its sentence or the
   * one before.
   */
  kind?: "state" | "stimulus" | "sign";
  terms: Term[];
}

/** The words that decide how a feeling word is read, in one language (./feelings.ts). */
export interface Cues {
  /** Negate a feeling after them in their clause, within five words ("pas", "jamais", "sans"). */
  negation: Term[];
  /** Negate a feeling just before them, within two words (German: "ich freute mich nicht"). */
  negationAfter?: Term[];
  /** Between a negation and the feeling, make it a comparison ("jamais eu aussi peur"): felt. */
  negationUndone: Term[];
  /** Make a feeling after them in their clause hypothetical or wished: "si", "aurais", "voulais". */
  hypothetical: Term[];
  /** The dreamer: first-person pronouns and possessives ("je", "me", "mon", "nous"). */
  dreamer: Term[];
  /**
   * The dreamer as object or reflexive ("me", "mich", "comigo"), alone or with what leads from it to
   * the feeling it is the experiencer of: an auxiliary ("m'a"), or a verb that gives or makes a
   * feeling and up to two words after it ("me dio un", "m'a fait de la"). Such a pronoun says who
   * felt only when one of these reaches the feeling's words ("me asustó", "m'a énervé", "mi faceva
   * paura"), where the verb comes last only a feeling that ends its clause ("hat mich genervt") or
   * one a term carries past ("mir Angst gemacht"); else its clause's subject did ("ela me olhou
   * rindo", "sie hat mich lachend umarmt": ./feelings.ts).
   */
  dreamerObject?: Term[];
  /** The dreamer among others, "nous", "wir", "a gente": what they felt, the dreamer and the others felt. */
  we?: Term[];
  /** Someone else: third-person pronouns, and nouns of people ("elle", "mère", "le chien"). */
  others: Term[];
  /**
   * Waking up ("réveillé", "au réveil"): feelings after them, in the sentence or later, are on waking
   * (and, where the verb comes last, those before them in their clause).
   */
  waking: Term[];
  /** A threat that makes a bodily sign fear: "poursuivi", "monstre", "cacher". */
  threats: Term[];
  /** Words that open a new clause ("mais", "parce", "quand"), besides punctuation. */
  clauseBreaks: Term[];
  /** Phrases holding a feeling word that state no feeling ("joyeux anniversaire"). */
  notFeelings: Term[];
  /** Phrases whose words are no image of any entry: comparisons ("come un ladro"). */
  notSymbols?: Term[];
  /**
   * Say that what their clause tells is waking life, not the dream ("en vrai", "hace dos años", "vor
   * zehn Jahren"): no symbol in that clause is the dream's (./symbol-scene.ts).
   */
  wakingLife?: Term[];
  /**
   * Relative pronouns and "and" ("que", "che", "e"): a `wakingLife` cue says nothing of the words
   * beyond them in its clause ("mon ex, que je n'ai pas revue depuis le lycée": the ex is in the dream).
   */
  wakingLifeBounds?: Term[];
  /**
   * Say what is only talked of ("on a parlé de", "hablaba de"): no symbol after them in their clause
   * is in the scene.
   */
  speech?: Term[];
  /** Open what is only in a picture ("une photo de", "ein Foto von"): the next few words are no symbol. */
  pictured?: Term[];
}

/** Everything the analyst needs to read one language besides English. */
export interface LanguageRules {
  language: OtherLanguage;
  /** The Snowball stemmer's name. */
  stemmer: "french" | "spanish" | "german" | "italian" | "portuguese";
  /**
   * The verb closes the clause ("Ich bin mit verheultem Gesicht aufgewacht"): a waking cue after a
   * feeling in its clause makes it a feeling on waking too.
   */
  verbLast?: boolean;
  feelings: LocalFeelings[];
  cues: Cues;
  symbols: readonly LocalSymbol[];
}
