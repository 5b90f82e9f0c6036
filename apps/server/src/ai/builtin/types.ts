import type { DreamEmotion, EmotionDetection, SymbolDetection } from "@somnia/shared/detections";
import type { DreamType } from "@somnia/shared/dreams";
import type { DreamLanguage } from "../../domain/languages";
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
  /**
   * The language the dream was read in (./dream-language.ts); null when it is written in none that
   * Somnia reads, and every other field is then empty.
   */
  language: DreamLanguage | null;
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

/**
 * One of the user's dream signs (a symbol on at least DREAM_SIGN_MIN_DREAMS dreams of the journal,
 * among the MAX_DREAM_SIGNS that recur most) that this dream holds.
 */
export interface DreamSign {
  /** Lexicon id. */
  symbol: string;
  label: string;
  /** How many earlier dreams (dated up to this one) hold it. */
  earlier: number;
  /** The date (yyyy-MM-dd) of the first of them, or null when there is none. */
  since: string | null;
  /** How many of those earlier dreams had each type. */
  earlierTypes: Partial<Record<DreamType, number>>;
}

/** An earlier dream linked to this one because it shares a dream sign, or at least two symbols. */
export interface RelatedDream {
  title: string;
  date: string;
  /** Every symbol (lexicon id) it shares with this dream. */
  sharedSymbols: string[];
  /** The shared symbols that are dream signs: the link's reason when there is one. */
  signs?: string[];
  /** Its types (the user's, else the analyst's suggestions). */
  types?: DreamType[];
  /** How many symbols it holds in all: a dream of many images shares one with almost any other. */
  symbolCount?: number;
}

export interface InterpretInput {
  /** `types`: the user's types for the dream, or when the user has not chosen, the analyst's suggestions. */
  dream: { title: string | null; content: string; date: string; types?: DreamType[] };
  answers: QaPair[];
  /** Notes distilled from earlier dreams and saved in memory: the earlier reflections. */
  distilled: string[];
  /** The note distilled from this dream's own answers, if there is one: never an earlier reflection. */
  dreamNotes?: string[];
  personal: string | null;
  recurring: string | null;
  /** The user's dream signs this dream holds, the most recurring first. */
  signs?: DreamSign[];
  related: RelatedDream[];
}
