import { INTERPRETER_CONTEXT_TOKENS, type InterpretationSource } from "@somnia/shared/interpretation";
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
import { type JournalDream, journalSigns, type LinkReason, linkReason, signsIn } from "./journal-signs";

/** An earlier dream without a title, as the interpreter's prompt names it. */
const UNTITLED_IN_PROMPT = "(Untitled)";

type Item =
  | { kind: "answer"; answer: ContextAnswer }
  | { kind: "memory"; entry: ContextMemory }
  | { kind: "dream"; dream: ContextDream; reason: LinkReason };

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

/** This dream and the earlier ones it may draw on, each with its symbols. */
function journalOf(rows: ContextRows, options: AssembleOptions) {
  const dream: JournalDream = { dream: rows.dream, symbols: symbolsOf(rows.dream, options) };
  const earlier: JournalDream[] = rows.dream.excludeFromAi
    ? []
    : rows.earlier
        .filter((each) => each.id !== rows.dream.id && !each.excludeFromAi)
        .map((each) => ({ dream: each, symbols: symbolsOf(each, options) }));
  return { dream, earlier, signs: journalSigns(dream, earlier) };
}

type Journal = ReturnType<typeof journalOf>;

/** Every candidate that may enter the context, ranked; excluded dreams and their notes never do. */
function candidates(rows: ContextRows, journal: Journal, options: AssembleOptions): Ranked[] {
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
  const own = journal.dream.symbols;
  const signs = new Set(journal.signs.map((sign) => sign.symbol));
  // An earlier dream is related when it shares a dream sign or at least two symbols, never one image alone.
  const dreams = journal.earlier.flatMap(({ dream, symbols }): Ranked[] => {
    const reason = linkReason(own, symbols, signs);
    if (!reason) return [];
    const why = `${reason.shared.map((s) => s.symbol).join(", ")} ${(dream.types ?? []).join(", ")}`;
    return [
      {
        item: { kind: "dream", dream, reason },
        tier: TIER.dream,
        relevance: reason.shared.length + reason.signs.length / 2,
        time: Date.parse(dream.date),
        tokens: tokensOf(`${dream.title ?? ""} (${dream.date}): ${why}`),
      },
    ];
  });
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
 * this dream (the stored, user-editable chips; newest first on a tie), each taken while the token
 * budget lasts. An earlier dream comes in only when it shares one of the journal's dream signs or
 * at least two symbols, with that reason and its types; the dream's own types and the dream signs
 * it holds (how many earlier dreams, since when) come too.
 * The note distilled from this dream's own answers goes apart, in `dreamNotes`. A dream kept out
 * of AI memory never enters (nor its notes); such a dream itself is read in isolation.
 */
export function assembleContext(rows: ContextRows, options: AssembleOptions): AssembledContext {
  const budget = options.budgetTokens ?? INTERPRETER_CONTEXT_TOKENS;
  const chosen: Ranked[] = [];
  let tokens = 0;
  const journal = journalOf(rows, options);
  for (const ranked of candidates(rows, journal, options).sort(byRank)) {
    if (tokens + ranked.tokens > budget) continue;
    chosen.push(ranked);
    tokens += ranked.tokens;
  }
  const input: InterpretInput = {
    dream: {
      title: rows.dream.title,
      content: rows.dream.content,
      date: rows.dream.date,
      types: [...(rows.dream.types ?? [])],
    },
    answers: [],
    distilled: [],
    dreamNotes: [],
    personal: null,
    recurring: null,
    signs: rows.dream.excludeFromAi ? [] : signsIn(journal.dream, journal.earlier, journal.signs),
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
      const { dream, reason } = item;
      input.related.push({
        title: dream.title?.trim() || UNTITLED_IN_PROMPT,
        date: dream.date,
        sharedSymbols: reason.shared.map((s) => s.symbol),
        signs: reason.signs.map((s) => s.symbol),
        types: [...(dream.types ?? [])],
        symbolCount: reason.of,
      });
      sources.push(dreamSource(dream, reason.shared));
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
