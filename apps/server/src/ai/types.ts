import type { Detections, SymbolDetection } from "@somnia/shared/detections";
import type { Locale } from "@somnia/shared/locales";
import type { LanguageModel } from "ai";
import type { BuiltinAnalyst, DistillInput, InterpretInput } from "./builtin";
import type { CallPolicy } from "./provider/call-policy";

export type { DistillInput, InterpretInput, QaPair } from "./builtin";

export const AI_PROVIDERS = ["builtin", "openai", "google", "openai-compatible"] as const;
export type AiProviderId = (typeof AI_PROVIDERS)[number];

export interface AiCallOptions {
  /** The request's abort signal: a client that goes away cancels the model call. */
  signal?: AbortSignal;
  /**
   * The reader's language (services/account/reader-locale.ts): the language a model writes in when
   * it cannot tell the dream's, the built-in analyst's for a dream in a language it does not read,
   * and the tie-breaker of a dream too short to tell.
   */
  reader?: Locale;
}

export interface AnalyzeOptions extends AiCallOptions {
  /** Called with each new piece of the brief analysis as it is generated. */
  onDelta?: (text: string) => void;
}

/** Finds the lexicon's symbols in a text: each symbol's id and its label in the text's language. */
export type SymbolFinder = (text: string) => Pick<SymbolDetection, "symbol" | "label">[];

/** The brief analysis and its 3-5 follow-up questions, in the dream's language. */
export interface DreamAnalysis {
  output: string;
  questions: string[];
}

/** Where tasks run: the built-in offline analyst, or a model behind the AI SDK with a call policy. */
export type AiRuntime =
  | { kind: "builtin"; analyst: () => Promise<BuiltinAnalyst> }
  | {
      kind: "remote";
      /** The model, made (and its package loaded) by the first call. */
      model: () => Promise<LanguageModel>;
      /** Whether the provider takes a JSON schema for its reply; OpenAI-compatible servers may not. */
      takesSchema: boolean;
      policy: CallPolicy;
    };

/** Every AI task Somnia runs; the same interface whatever the provider. */
export interface Ai {
  provider: AiProviderId;
  /** Who dream text is sent to ("OpenAI", "Google Gemini", a host name), or null for the built-in analyst. */
  externalName: string | null;
  /** A descriptive 2-4 word title. */
  title(content: string, options?: AiCallOptions): Promise<string>;
  /** The brief analysis and follow-up questions; `onDelta` streams the analysis. */
  analyze(content: string, options?: AnalyzeOptions): Promise<DreamAnalysis>;
  /** The emotions and lexicon symbols the dream supports (the shared detections schema). */
  detect(content: string, options?: AiCallOptions): Promise<Detections>;
  /**
   * What finds the lexicon's symbols in texts that have no stored chips (a memory note, a dream never
   * detected), ready once the built-in analyst is loaded. The built-in analyst's rules whatever the
   * provider: every text of a journal is compared the same way, and none is sent out to be compared.
   */
  symbolFinder(options?: AiCallOptions): Promise<SymbolFinder>;
  /** Key points on feelings and themes from a dream and its answered questions. */
  distill(input: DistillInput, options?: AiCallOptions): Promise<string[]>;
  /**
   * A multi-paragraph interpretation using every piece of context given, yielded piece by piece
   * as it is written; the generator's return value is the whole, validated text.
   */
  interpret(input: InterpretInput, options?: AiCallOptions): AsyncGenerator<string, string>;
}
