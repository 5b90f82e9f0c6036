import { useCallback, useEffect, useRef, useState } from "react";
import type { UseFormReturn } from "react-hook-form";
import { dictationLanguage, insertDictated, readResults, type Selection } from "../utils/dictation-text";
import type { DreamFormValues } from "../utils/dream-form-schemas";
import {
  type DictationError,
  dictationError,
  type SpeechRecognizer,
  speechRecognizerClass,
} from "../utils/speech-recognition";

/** The text field dictated into: its element (for the cursor), and its value as the form holds it. */
export type DictationTarget = {
  element: () => HTMLTextAreaElement | null;
  read: () => string;
  write: (text: string) => void;
};

/** Listening until the recognition ends; stopping once asked to stop, while its last words come in. */
export type DictationStatus = "idle" | "listening" | "stopping";

export type Dictation = {
  /** False where the browser has no speech recognition: then nothing about dictation is shown. */
  supported: boolean;
  status: DictationStatus;
  /** Why the last dictation stopped, until the next one starts. */
  error: DictationError | null;
  /** Words still being recognised: shown as provisional, not yet in the text. */
  interim: string;
  /** Starts dictating at the field's cursor, or stops. */
  toggle: () => void;
  /** Stops at once, dropping words not yet final (the form is being saved or closed). */
  cancel: () => void;
};

function selectionOf(target: DictationTarget): Selection {
  const element = target.element();
  if (element) return { start: element.selectionStart, end: element.selectionEnd };
  const length = target.read().length;
  return { start: length, end: length };
}

/** Hands the recognizer no more events and ends it without waiting for its last words. */
function discard(recognizer: SpeechRecognizer | null) {
  if (!recognizer) return;
  recognizer.onresult = null;
  recognizer.onerror = null;
  recognizer.onend = null;
  recognizer.abort();
}

/**
 * Dictation into a text field with the browser's own speech recognition (docs/product.md): final
 * words go in at the cursor the field had when dictation started (at its live cursor while it has
 * the focus), and each next result after the words before it; text typed meanwhile is kept.
 */
export function useDictation(target: DictationTarget): Dictation {
  const [supported] = useState(() => speechRecognizerClass() !== undefined);
  const [status, setStatus] = useState<DictationStatus>("idle");
  const [error, setError] = useState<DictationError | null>(null);
  const [interim, setInterim] = useState("");
  const recognizer = useRef<SpeechRecognizer | null>(null);
  const anchor = useRef<Selection>({ start: 0, end: 0 });
  const language = useRef("");
  const field = useRef(target);
  useEffect(() => {
    field.current = target;
  });

  const insert = useCallback((words: string) => {
    const element = field.current.element();
    const focused = element !== null && element === document.activeElement;
    const at = focused ? selectionOf(field.current) : anchor.current;
    const { text, caret } = insertDictated(field.current.read(), at, words, language.current);
    field.current.write(text);
    anchor.current = { start: caret, end: caret };
    if (focused) element.setSelectionRange(caret, caret);
  }, []);

  const start = useCallback(() => {
    const Recognizer = speechRecognizerClass();
    if (!Recognizer) return;
    discard(recognizer.current);
    anchor.current = selectionOf(field.current);
    language.current = dictationLanguage(document.documentElement.lang, navigator.languages ?? []);
    const current = new Recognizer();
    current.lang = language.current;
    current.continuous = true;
    current.interimResults = true;
    current.maxAlternatives = 1;
    current.onresult = (event) => {
      const heard = readResults(event.results, event.resultIndex);
      if (heard.final) insert(heard.final);
      setInterim(heard.interim);
    };
    current.onerror = (event) => {
      const reason = dictationError(event.error);
      if (!reason) return;
      setError(reason);
      setStatus("idle");
    };
    current.onend = () => {
      if (recognizer.current !== current) return;
      recognizer.current = null;
      setStatus("idle");
      setInterim("");
    };
    recognizer.current = current;
    setError(null);
    setInterim("");
    setStatus("listening");
    try {
      current.start();
    } catch {
      recognizer.current = null;
      discard(current);
      setStatus("idle");
      setError("failed");
    }
  }, [insert]);

  const stop = useCallback(() => {
    recognizer.current?.stop();
    setStatus("stopping");
  }, []);

  const cancel = useCallback(() => {
    discard(recognizer.current);
    recognizer.current = null;
    setStatus("idle");
    setInterim("");
  }, []);

  useEffect(() => () => discard(recognizer.current), []);

  const toggle = useCallback(() => {
    if (status === "listening") stop();
    else start();
  }, [status, start, stop]);

  return { supported, status, error, interim, toggle, cancel };
}

/**
 * Dictation into the dream text of a dream form: the props for its textarea (react-hook-form's
 * `register("content")`, whose element dictation also needs) and the dictation. Dictated words are
 * set in the form like typed ones, so drafts keep them and validation sees them.
 */
export function useContentDictation(form: UseFormReturn<DreamFormValues>) {
  const textarea = useRef<HTMLTextAreaElement | null>(null);
  const dictation = useDictation({
    element: () => textarea.current,
    read: () => form.getValues("content"),
    write: (text) =>
      form.setValue("content", text, { shouldDirty: true, shouldValidate: form.formState.isSubmitted }),
  });
  const { ref, ...content } = form.register("content");
  const contentField = {
    ...content,
    ref: (element: HTMLTextAreaElement | null) => {
      ref(element);
      textarea.current = element;
    },
  };
  return { dictation, contentField };
}
