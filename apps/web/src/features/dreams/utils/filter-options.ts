import { wordsBegin, wordsOf } from "@somnia/shared/words";
import { t } from "@/lib/i18n/translate";

/** One choice of a filter: its value, what it shows, and on how many dreams it is (unknown: none shown). */
export type FilterOption<V extends string = string> = { value: V; label: string; count?: number };

/** 'Flying (12)', or the label alone when the count is unknown. */
export const optionText = ({ label, count }: FilterOption) =>
  count === undefined ? label : t("dreams.filterOption", { label, count });

/**
 * The options found by what was typed into a filter's search box: every word typed begins a word
 * of the label ('fl' finds 'Flying', 'chas' finds 'Being chased'), in any case and with or without
 * accents, as the journal's own search matches. In their given order; a blank query keeps all.
 */
export function matchingOptions<O extends FilterOption>(options: readonly O[], query: string): O[] {
  const typed = [...wordsOf(query)];
  if (typed.length === 0) return [...options];
  return options.filter((option) => wordsBegin(typed, option.label));
}

/**
 * What a filter offers: `options`, and the chosen value first when it is no longer among them (its
 * last dream lost the chip meanwhile), shown by `chosenLabel` and without a count, so the choice
 * stays visible until it is changed.
 */
export function withChosen<V extends string>(
  options: readonly FilterOption<V>[],
  value: V | undefined,
  chosenLabel: string | undefined,
): FilterOption<V>[] {
  if (value === undefined || options.some((option) => option.value === value)) return [...options];
  return [{ value, label: chosenLabel ?? value }, ...options];
}
