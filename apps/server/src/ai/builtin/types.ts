import type { DreamEmotion, EmotionDetection, SymbolDetection } from "@somnia/shared/detections";
import type { Tense } from "./detect-tense";

/** What the built-in analyst finds in a dream. `emotions` and `symbols` follow the shared schema. */
export interface DreamFindings {
  emotions: EmotionDetection[];
  symbols: SymbolDetection[];
  /** Characters as written for a reader: "my mother", "Sarah", "a stranger". */
  people: string[];
  /** Settings: "forest", "school", "Paris". */
  places: string[];
  tense: Tense;
  /** False when the text is not English; every other field is then empty. */
  english: boolean;
}

export interface Analysis {
  /** 2-4 sentences naming what was found; symbol names in **bold**. */
  output: string;
  /** 3-5 follow-up questions in the second person, each ending with '?'. */
  questions: string[];
}

export interface QaPair {
  question: string;
  answer: string;
}

export interface DistillInput {
  /** The dream text (or a dream with its text). */
  dream: string | { title?: string | null; content: string };
  /** The analyzer's questions and the person's answers; empty answers are ignored. */
  qa: { question: string; answer?: string | null }[];
  /** The chips the user edited (decision 013): used instead of what the text would give. */
  detections?: {
    emotions: Pick<DreamEmotion, "emotion" | "who" | "whoName">[];
    symbols: Pick<SymbolDetection, "symbol" | "label">[];
  } | null;
}

export interface Distillation {
  /** 2-5 short lines on feelings and themes. */
  keyPoints: string[];
  /** The answered pairs, trimmed. */
  pairs: QaPair[];
}

export interface InterpretInput {
  dream: { title: string | null; content: string; date: string };
  answers: QaPair[];
  /** Notes distilled from earlier dreams and saved in memory: the earlier reflections. */
  distilled: string[];
  /** The note distilled from this dream's own answers, if there is one: never an earlier reflection. */
  dreamNotes?: string[];
  personal: string | null;
  recurring: string | null;
  related: { title: string; date: string; sharedSymbols: string[] }[];
}
