import type { SpeechResultList } from "./speech-recognition";

/** Where dictated words go: a selection of the text (start = end for a plain cursor). */
export type Selection = { start: number; end: number };

/** The text with the words in it, and the cursor just after them, where the next words continue. */
export type Dictated = { text: string; caret: number };

/** Characters that open a phrase: the words after them need no space. */
const OPENS = /[\s([{“‘«¿¡]$/u;
/** Punctuation that clings to the word before it. */
const CLINGS = /^[.,!?;:…)\]}”’»%]/u;
/** The end of a sentence or a line (or nothing at all) before the cursor: the next word starts a sentence. */
const SENTENCE_START = /(?:^|[.!?…]["”’»)]?|\n)[ \t]*$/u;

/**
 * `text` with the dictated `words` put in place of `selection` (the selection clamped to the text),
 * with a space on either side where the neighbouring text needs one, and the first word capitalised
 * when it starts a sentence. What was typed is kept as it was, only the selection is replaced.
 */
export function insertDictated(text: string, selection: Selection, words: string, locale?: string): Dictated {
  const start = Math.min(Math.max(selection.start, 0), text.length);
  const end = Math.min(Math.max(selection.end, start), text.length);
  let spoken = words.trim().replace(/\s+/gu, " ");
  if (!spoken) return { text, caret: end };

  const before = text.slice(0, start);
  const after = text.slice(end);
  if (SENTENCE_START.test(before)) {
    spoken = spoken.replace(/^\p{Ll}/u, (letter) => letter.toLocaleUpperCase(locale));
  }
  const spaceBefore = before !== "" && !OPENS.test(before) && !CLINGS.test(spoken) ? " " : "";
  const spaceAfter = after !== "" && !/^\s/u.test(after) && !CLINGS.test(after) ? " " : "";
  const caret = start + spaceBefore.length + spoken.length;
  return { text: `${before}${spaceBefore}${spoken}${spaceAfter}${after}`, caret };
}

/** What a recognition `result` event brings: words now final, and words still being recognised. */
export type Heard = { final: string; interim: string };

/**
 * The final words of the results from `resultIndex` on (those before it were handed over by an
 * earlier event), and every result that is not final yet, each joined with single spaces.
 */
export function readResults(results: SpeechResultList, resultIndex: number): Heard {
  const final: string[] = [];
  const interim: string[] = [];
  for (let index = 0; index < results.length; index++) {
    const result = results[index];
    const transcript = result?.[0]?.transcript.trim();
    if (!result || !transcript) continue;
    if (!result.isFinal) interim.push(transcript);
    else if (index >= resultIndex) final.push(transcript);
  }
  return { final: final.join(" "), interim: interim.join(" ") };
}

/**
 * The language to recognise: the page's (`<html lang>`, the app's locale), made more precise by the
 * first of the browser's languages in the same language ('en' and the browser's 'en-GB' give
 * 'en-GB'); the browser's first language when the page has none.
 */
export function dictationLanguage(pageLanguage: string, browserLanguages: readonly string[]): string {
  if (!pageLanguage) return browserLanguages[0] ?? "";
  const language = (tag: string) => tag.toLowerCase().split("-")[0];
  const regional = browserLanguages.find(
    (tag) => tag.includes("-") && language(tag) === language(pageLanguage),
  );
  return pageLanguage.includes("-") ? pageLanguage : (regional ?? pageLanguage);
}
