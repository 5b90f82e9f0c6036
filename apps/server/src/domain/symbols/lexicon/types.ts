import type { Emotion } from "@somnia/shared/detections";
import type { SourceKey, SymbolTheme as ThemeGroup } from "@somnia/shared/symbols";

/** Short keys of the works in sources.ts; the families a symbol belongs to (the dictionary's). */
export type { SourceKey, SymbolTheme as ThemeGroup } from "@somnia/shared/symbols";

export interface LexiconEntry {
  /** Stable id stored with a dream's detections: lowercase letters, digits and dashes. */
  id: string;
  /** Label shown on a chip and bolded in an analysis, sentence case. */
  label: string;
  /**
   * Base forms that match the symbol. One word matches any inflection ("chase" matches chased,
   * chasing); several words match in sequence ("fall off"). A ":n" or ":v" suffix restricts a
   * one-word term to nouns or verbs ("bear:n").
   */
  terms: string[];
  /** Phrases that look like a match but are not ("fall asleep" is not falling). */
  except?: string[];
  /**
   * Other senses told by the words around a match, in the same sentence: a match holding the key
   * word does not count with one of its words within eight words ("wings" near "plane" are not an
   * angel's, "mouse" near "click" is not a rodent). Keys and words are base forms.
   */
  notNear?: Record<string, string[]>;
  /**
   * An action someone does: a verb of the entry counts only with a person, an animal or a being as
   * its subject ("I fell", "the dog ran"; not "the snow fell", "cracks ran up the walls"); "person":
   * a person or a being only, not an animal (a bird flying is not the dream of flying).
   */
  actor?: true | "person";
  /**
   * Verbs of the entry done to someone (base forms): they count only with a person, an animal or a
   * being as object ("I hit him", "kicked the dog"; not "kicked the door", "hit the wrong key").
   */
  doneTo?: string[];
  /**
   * Broader entries this one is a kind of ("childhood-home" covers "house", "deceased" covers
   * "death"): a dream that holds this one is not also given them, as the most specific entry of an
   * image is the one that says it.
   */
  covers?: string[];
  theme: ThemeGroup;
  /** Emotions the symbol is commonly reported with; used to phrase questions, never as detection. */
  emotions: Emotion[];
  /** 1-2 hedged sentences: what the image is often associated with, never a certainty. */
  reading: string;
  /** A reflective question specific to the symbol, second person, ending with '?'. */
  question: string;
  sources: SourceKey[];
  /** Title form when it differs from the label ("the Bridge", "Chased"). */
  title?: string;
  /** Set on actions: the word that joins them to a second symbol in a title ("Chased Through Water"). */
  prep?: string;
}
