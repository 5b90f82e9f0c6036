import {
  INTERPRETER_CONTEXT_TOKENS,
  INTERPRETER_MESSAGES,
  type InterpretationSource,
} from "@somnia/shared/interpretation";
import type { InterpretInput } from "../../ai/types";
import { dreamSource, dreamText, memorySource, sharedSymbols, tokensOf } from "./context-items";
import type {
  AssembledContext,
  AssembleOptions,
  ContextAnswer,
  ContextDream,
  ContextMemory,
  ContextRows,
  FoundSymbol,
} from "./context-types";

type Item =
  | { kind: "answer"; answer: ContextAnswer }
  | { kind: "memory"; entry: ContextMemory }
  | { kind: "dream"; dream: ContextDream; shared: FoundSymbol[] };

interface Ranked {
  item: Item;
  tier: number;
  relevance: number;
  /** Newest first within a tier and relevance. */
  time: number;
  tokens: number;
}

const TIER = { answer: 0, personal: 1, recurring_dreams: 2, distilled_info: 3, dream: 3 } as const;

/** A dream's symbols: its stored chips, or (never detected) what the built-in analyst finds in it. */
const symbolsOf = (dream: ContextDream, options: AssembleOptions) =>
  dream.symbols ?? options.detect(dreamText(dream));

function rankMemory(
  entry: ContextMemory,
  own: FoundSymbol[],
  related: Set<string>,
  rows: ContextRows,
  options: AssembleOptions,
): Ranked {
  let relevance = 0;
  if (entry.infoType === "distilled_info") {
    relevance = sharedSymbols(own, options.detect(entry.content)).length;
    if (entry.fromDream?.id === rows.dream.id) relevance += 2;
    else if (entry.fromDream && related.has(entry.fromDream.id)) relevance += 1;
  }
  const tier = TIER[entry.infoType];
  return {
    item: { kind: "memory", entry },
    tier,
    relevance,
    time: entry.updatedAt.getTime(),
    tokens: tokensOf(entry.content),
  };
}

/** Every candidate that may enter the context, ranked; excluded dreams and their notes never do. */
function candidates(rows: ContextRows, options: AssembleOptions): Ranked[] {
  const answers = rows.answers
    .filter((answer) => answer.answer.trim().length > 0)
    .map(
      (answer, index): Ranked => ({
        item: { kind: "answer", answer },
        tier: TIER.answer,
        relevance: 0,
        time: -index, // keep the questions in the order they were asked
        tokens: tokensOf(`${answer.question}\n${answer.answer}`),
      }),
    );
  if (rows.dream.excludeFromAi) return answers;
  const own = symbolsOf(rows.dream, options);
  const dreams = rows.earlier
    .filter((dream) => dream.id !== rows.dream.id && !dream.excludeFromAi)
    .map((dream) => ({ dream, shared: sharedSymbols(own, symbolsOf(dream, options)) }))
    .filter(({ shared }) => shared.length > 0)
    .map(
      ({ dream, shared }): Ranked => ({
        item: { kind: "dream", dream, shared },
        tier: TIER.dream,
        relevance: shared.length,
        time: Date.parse(dream.date),
        tokens: tokensOf(`${dream.title ?? ""} (${dream.date}): ${shared.map((s) => s.symbol).join(", ")}`),
      }),
    );
  const related = new Set(dreams.map((ranked) => (ranked.item as { dream: ContextDream }).dream.id));
  const memory = rows.memory
    .filter((entry) => entry.content.trim().length > 0 && !entry.fromDream?.excludeFromAi)
    .map((entry) => rankMemory(entry, own, related, rows, options));
  return [...answers, ...dreams, ...memory];
}

const byRank = (a: Ranked, b: Ranked) => a.tier - b.tier || b.relevance - a.relevance || b.time - a.time;

/**
 * The context of one interpretation, pure: this dream's answers, then personal info, recurring
 * dreams, and earlier analysed dreams and distilled notes ranked by the symbols they share with
 * this dream (the stored, user-editable chips; newest first on a tie), each taken while the token budget lasts.
 * The note distilled from this dream's own answers goes apart, in `dreamNotes`. A dream kept out
 * of AI memory never enters (nor its notes); such a dream itself is read in isolation.
 */
export function assembleContext(rows: ContextRows, options: AssembleOptions): AssembledContext {
  const budget = options.budgetTokens ?? INTERPRETER_CONTEXT_TOKENS;
  const chosen: Ranked[] = [];
  let tokens = 0;
  for (const ranked of candidates(rows, options).sort(byRank)) {
    if (tokens + ranked.tokens > budget) continue;
    chosen.push(ranked);
    tokens += ranked.tokens;
  }
  const input: InterpretInput = {
    dream: { title: rows.dream.title, content: rows.dream.content, date: rows.dream.date },
    answers: [],
    distilled: [],
    dreamNotes: [],
    personal: null,
    recurring: null,
    related: [],
  };
  const sources: InterpretationSource[] = [];
  const join = (previous: string | null, text: string) => (previous ? `${previous}\n${text}` : text);
  for (const { item } of chosen) {
    if (item.kind === "answer") {
      const { id, question, answer, createdAt } = item.answer;
      input.answers.push({ question, answer });
      sources.push({
        kind: "answer",
        id,
        label: question,
        date: createdAt.toISOString().slice(0, 10),
        dreamId: rows.dream.id,
      });
    } else if (item.kind === "dream") {
      const { dream, shared } = item;
      input.related.push({
        title: dream.title?.trim() || INTERPRETER_MESSAGES.untitled,
        date: dream.date,
        sharedSymbols: shared.map((s) => s.symbol),
      });
      sources.push(dreamSource(dream, shared));
    } else {
      const { entry } = item;
      if (entry.infoType === "personal") input.personal = join(input.personal, entry.content);
      else if (entry.infoType === "recurring_dreams") input.recurring = join(input.recurring, entry.content);
      // The note this dream's own analysis wrote is about this dream, never an earlier reflection.
      else if (entry.fromDream?.id === rows.dream.id) input.dreamNotes?.push(entry.content);
      else input.distilled.push(entry.content);
      sources.push(memorySource(entry));
    }
  }
  return { input, sources, tokens, isolated: rows.dream.excludeFromAi };
}
