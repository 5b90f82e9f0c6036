import { isDreamType, isEmotion } from "@somnia/shared/dream-constants";
import { useAddressParams } from "@/lib/use-address-params";
import type { ChipFilters } from "../components/dream-filters";

const NAMES = ["tag", "emotion", "symbol", "type"] as const;

/** The filters an address asks for (`?emotion=fear&tag=sea`), those it names wrongly left out. */
export function chipFiltersOf(params: URLSearchParams): ChipFilters {
  const emotion = params.get("emotion");
  const type = params.get("type");
  return {
    tag: params.get("tag") || undefined,
    emotion: emotion && isEmotion(emotion) ? emotion : undefined,
    symbol: params.get("symbol") || undefined,
    type: type && isDreamType(type) ? type : undefined,
  };
}

/**
 * The list's tag, feeling, symbol and type filters, kept in the address (`/?symbol=water`,
 * `/?type=lucid`): a link opens
 * the list filtered (the dream dictionary's 'In your dreams'), and a reload keeps the choice.
 */
export function useChipFilters(): [ChipFilters, (filters: ChipFilters) => void] {
  const [params, change] = useAddressParams();
  const filters = chipFiltersOf(params);
  // Only what the user changed goes to the address, so two changes in a row both stick.
  const setFilters = (next: ChipFilters) =>
    change(Object.fromEntries(NAMES.filter((name) => next[name] !== filters[name]).map((n) => [n, next[n]])));
  return [filters, setFilters];
}
