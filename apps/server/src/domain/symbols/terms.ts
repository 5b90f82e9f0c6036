/*
 * The lexicon's entries in the languages besides English (./<language>/): each entry's name, the
 * article the analysis speaks of it with, and the terms that find it in a dream, in the term syntax
 * of the analyst's reader (apps/server/src/ai/builtin/languages/term-match.ts).
 */

/**
 * A term is words separated by spaces, each matched by its stem (Snowball), so one form matches
 * every inflection: "effrayé" matches effrayée, effrayés. A word written `=mer` matches that word
 * only (the stem of "mère" is the stem of "mer"), with or without accents; written with
 * accents (`=él`), only with them (not the article "el"). In a word, a trailing `*`
 * matches any word starting so ("énerv*"), a leading `*` any word longer than and ending so (German
 * compounds: "*angst" matches Todesangst), in German with their umlauts when written with them
 * ("*bär" is no "Nachbar"); `..` between two words allows up to four words between them
 * ("regte .. auf" matches "regte mich furchtbar auf").
 */
export type Term = string;

/** One entry of the symbol lexicon (./lexicon) in a language besides English. */
export interface LocalSymbol {
  /** The lexicon id: "water", "chase". */
  id: string;
  /** The name shown on a chip and in bold, sentence case, with no article: "Eau", "Poursuite". */
  name: string;
  /**
   * The name with its definite article, lower case, as the subject of a sentence ("l'eau", "der
   * Hund", "el agua", "gli squali", "a perseguição"): how the analysis speaks of it.
   */
  article: string;
  terms: Term[];
  /** Phrases holding a term that do not mean the symbol ("mort de rire" is no death). */
  except?: Term[];
}

/** A comma-separated list of terms, so a long list stays readable: "peur, effrayé, la trouille". */
export function terms(text: string): Term[] {
  return text
    .split(",")
    .map((term) => term.trim().replace(/\s+/g, " "))
    .filter((term) => term.length > 0);
}
