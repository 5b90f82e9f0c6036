/**
 * The little of the Web Speech API that dictation uses, typed here because TypeScript's DOM library
 * has no SpeechRecognition. Chromium browsers and Safari offer it (prefixed `webkitSpeechRecognition`);
 * Firefox does not. The browser does the recognising: Somnia never sees the audio.
 */

export type SpeechAlternative = { readonly transcript: string };

export type SpeechResult = {
  readonly isFinal: boolean;
  readonly length: number;
  readonly [index: number]: SpeechAlternative | undefined;
};

export type SpeechResultList = {
  readonly length: number;
  readonly [index: number]: SpeechResult | undefined;
};

export type SpeechResultEvent = { readonly resultIndex: number; readonly results: SpeechResultList };

export type SpeechErrorEvent = { readonly error: string };

export interface SpeechRecognizer {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  maxAlternatives: number;
  onresult: ((event: SpeechResultEvent) => void) | null;
  onerror: ((event: SpeechErrorEvent) => void) | null;
  onend: (() => void) | null;
  start(): void;
  stop(): void;
  abort(): void;
}

type SpeechRecognizerClass = new () => SpeechRecognizer;

type SpeechWindow = {
  SpeechRecognition?: SpeechRecognizerClass;
  webkitSpeechRecognition?: SpeechRecognizerClass;
};

/** The browser's speech recognition, or undefined where it offers none (Firefox, Node). */
export function speechRecognizerClass(): SpeechRecognizerClass | undefined {
  if (typeof window === "undefined") return undefined;
  const speech = window as unknown as SpeechWindow;
  return speech.SpeechRecognition ?? speech.webkitSpeechRecognition;
}

/** Why dictation stopped, as the person is told it. */
export type DictationError =
  | "not-allowed"
  | "no-speech"
  | "audio-capture"
  | "network"
  | "language"
  | "failed";

/**
 * The reason behind a recognition `error` event's code, or null for `aborted` (dictation was
 * stopped on purpose: nothing to tell).
 */
export function dictationError(code: string): DictationError | null {
  switch (code) {
    case "aborted":
      return null;
    case "not-allowed":
    case "service-not-allowed":
      return "not-allowed";
    case "no-speech":
    case "audio-capture":
    case "network":
      return code;
    case "language-not-supported":
      return "language";
    default:
      return "failed";
  }
}
