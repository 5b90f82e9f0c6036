import type { DreamType } from "@somnia/shared/dreams";
import type { InterpretationSource } from "@somnia/shared/interpretation";
import type { InfoType } from "@somnia/shared/memory";
import type { InterpretInput } from "../../ai/types";

/** A dream as context assembly sees it: decrypted, with its flags. `date` is yyyy-MM-dd. */
export interface ContextDream {
  id: string;
  title: string | null;
  content: string;
  date: string;
  excludeFromAi: boolean;
  /** Its stored symbol chips (the user's edit where there is one); null or absent when never detected. */
  symbols?: FoundSymbol[] | null;
  /** Its types: the user's, or when the user has not chosen, the analyst's suggestions. */
  types?: DreamType[];
}

/** One answered analyzer question of the dream being interpreted. */
export interface ContextAnswer {
  id: string;
  question: string;
  answer: string;
  createdAt: Date;
}

/** One memory entry; `fromDream` is the dream whose analysis wrote it, when that can be traced. */
export interface ContextMemory {
  id: string;
  infoType: InfoType;
  content: string;
  updatedAt: Date;
  fromDream: { id: string; excludeFromAi: boolean } | null;
}

/** A symbol found in a text: the lexicon id and its label. */
export interface FoundSymbol {
  symbol: string;
  label: string;
}

/** Everything fetched for one interpretation, decrypted; assembleContext decides what is used. */
export interface ContextRows {
  dream: ContextDream;
  answers: ContextAnswer[];
  memory: ContextMemory[];
  /** The user's other analysed dreams (any flags; excluded ones are dropped by assembly). */
  earlier: ContextDream[];
}

export interface AssembleOptions {
  /** Symbols in a text (`Ai.symbolFinder`): memory notes, and dreams without chips. */
  detect: (text: string) => FoundSymbol[];
  /** Approximate tokens (characters / 4) the context may use, besides the dream itself. */
  budgetTokens?: number;
}

/** What an interpreter receives, and the sources that say where each piece came from. */
export interface AssembledContext {
  input: InterpretInput;
  sources: InterpretationSource[];
  /** Approximate tokens the chosen items use. */
  tokens: number;
  /** True when the dream is kept out of AI memory and so was read on its own. */
  isolated: boolean;
}
