import type { InterpretationSource } from "@somnia/shared/interpretation";
import type { ContextDream, ContextMemory, FoundSymbol } from "./context-types";

/** Approximate tokens of a text: characters / 4, rounded up. */
export const tokensOf = (text: string) => Math.ceil(text.length / 4);

/** yyyy-MM-dd of a timestamp (UTC). */
export const dayOf = (date: Date) => date.toISOString().slice(0, 10);

/** The first line of a memory entry, short enough for a list of sources. */
export function labelOf(content: string): string {
  const line = content.trim().split("\n")[0]?.trim() ?? "";
  return line.length > 80 ? `${line.slice(0, 79)}…` : line;
}

/** The symbols two texts share, in the order of `own`. */
export function sharedSymbols(own: FoundSymbol[], other: FoundSymbol[]): FoundSymbol[] {
  const ids = new Set(other.map((s) => s.symbol));
  return own.filter((s) => ids.has(s.symbol));
}

export const dreamText = (dream: Pick<ContextDream, "title" | "content">) =>
  `${dream.title ?? ""}\n${dream.content}`;

export function dreamSource(dream: ContextDream, shared: FoundSymbol[]): InterpretationSource {
  return {
    kind: "dream",
    id: dream.id,
    // An untitled dream's label is empty: the page words it.
    label: dream.title?.trim() ?? "",
    date: dream.date,
    dreamId: dream.id,
    symbols: shared.map((s) => s.label),
  };
}

const MEMORY_KIND = {
  personal: "personal",
  recurring_dreams: "recurring",
  distilled_info: "distilled",
} as const;

export function memorySource(entry: ContextMemory): InterpretationSource {
  return {
    kind: MEMORY_KIND[entry.infoType],
    id: entry.id,
    label: labelOf(entry.content),
    date: dayOf(entry.updatedAt),
    dreamId: entry.fromDream?.id ?? null,
  };
}
