import { DREAM_LANGUAGES, type DreamLanguage } from "../../domain/languages";
import { detectLanguage, type LanguageTable, loadLanguageTable } from "./language-detector";
import { memoForTask } from "./task-memo";

/**
 * The language a dream is written in (docs/decisions/044-dream-language.md): the six of Somnia's
 * interface, or none of them. Detected as eld detects it (Efficient Language Detector, its smallest
 * n-gram database, 60 languages: ./language-detector.ts), so that a dream in Dutch or Russian is
 * known to be neither German nor English; for a short or uncertain text, the reader's own language
 * decides when it is about as likely as the first.
 */

let table: LanguageTable | undefined;
let loading: Promise<void> | undefined;

/**
 * Loads the detector's n-grams (half a megabyte, about 3 MB of heap) the first time a dream is read,
 * not when the server starts: every function of the built-in analyst awaits it first (./index.ts).
 */
export function loadDreamLanguages(): Promise<void> {
  loading ??= loadLanguageTable().then((loaded) => {
    table = loaded;
  });
  return loading;
}

const isDreamLanguage = (code: string): code is DreamLanguage =>
  (DREAM_LANGUAGES as readonly string[]).includes(code);

/** The detector's answer, once per text in a task (the findings and the suggested types both ask). */
const scored = memoForTask(
  (text: string) => detectLanguage(table as LanguageTable, text),
  (text) => text,
);

/** How close to the first language's score the reader's must come to decide an uncertain text. */
const CLOSE = 0.92;
/** Fewer words than this, in Latin letters, never make a dream another language's. */
const FEW_WORDS = 5;

/**
 * `text`'s language, or null when it is written in a language Somnia does not read. `preferred`
 * (the reader's language) is the answer for a text too short or too mixed to tell, one where it
 * scores nearly as well as the first, and one without a letter.
 */
export function dreamLanguage(text: string, preferred: DreamLanguage = "en"): DreamLanguage | null {
  if (!table) throw new Error("The dream languages are not loaded: await loadDreamLanguages() first");
  if (!/\p{L}/u.test(text)) return preferred;
  const result = scored(text);
  const first = result.language;
  if (!first) return preferred;
  if (first === preferred) return first;
  if (!result.reliable) return preferred;
  const { scores } = result;
  if ((scores[preferred] ?? 0) >= (scores[first] ?? 0) * CLOSE) return preferred;
  if (isDreamLanguage(first)) return first;
  // A few words in Latin letters ("Lucid, brief.") are too few to call another language.
  const words = text.match(/\p{L}+/gu) ?? [];
  return words.length < FEW_WORDS && /\p{Script=Latin}/u.test(text) ? preferred : null;
}
