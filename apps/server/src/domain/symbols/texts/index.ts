import { readFileSync } from "node:fs";
import { z } from "zod";
import type { OtherLanguage } from "../../languages";

/** What the dictionary says of one symbol in a language: a hedged reading and a question to the reader. */
export interface SymbolText {
  reading: string;
  question: string;
}

const textsSchema = z.record(
  z.string(),
  z.object({ reading: z.string().trim().min(1), question: z.string().trim().min(1) }).strict(),
);

/**
 * The lexicon's entries in three files per language, as the lexicon's themes group them: beings
 * (people, figures, the otherworldly, animals, the body), places (settings, landscapes, nature,
 * water) and happenings (situations, conflict, movement, milestones, objects, things, travel).
 */
export const TEXT_FILES = ["beings", "places", "happenings"] as const;

const loaded = new Map<OtherLanguage, ReadonlyMap<string, SymbolText>>();

/**
 * Every lexicon entry's reading and question in `language` (one of the five besides English, whose
 * are the lexicon's own), written for the language in `texts/<language>/*.json`; read on first use.
 */
export function symbolTexts(language: OtherLanguage): ReadonlyMap<string, SymbolText> {
  let texts = loaded.get(language);
  if (!texts) {
    const entries = TEXT_FILES.flatMap((name) => {
      const file = new URL(`./${language}/${name}.json`, import.meta.url);
      return Object.entries(textsSchema.parse(JSON.parse(readFileSync(file, "utf8"))));
    });
    texts = new Map(entries);
    loaded.set(language, texts);
  }
  return texts;
}
