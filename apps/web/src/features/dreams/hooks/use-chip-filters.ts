import { isEmotion } from "@somnia/shared/detections";
import { useSearchParams } from "react-router";
import type { ChipFilters } from "../components/dream-filters";

const NAMES = ["tag", "emotion", "symbol"] as const;

/**
 * The list's tag, feeling and symbol filters, kept in the address (`/?symbol=water`): a link opens
 * the list filtered (the dream dictionary's 'In your dreams'), and a reload keeps the choice.
 */
export function useChipFilters(): [ChipFilters, (filters: ChipFilters) => void] {
  const [params, setParams] = useSearchParams();
  const emotion = params.get("emotion");
  const filters: ChipFilters = {
    tag: params.get("tag") || undefined,
    emotion: emotion && isEmotion(emotion) ? emotion : undefined,
    symbol: params.get("symbol") || undefined,
  };
  const setFilters = (next: ChipFilters) =>
    setParams(
      (current) => {
        for (const name of NAMES) {
          const value = next[name];
          if (value) current.set(name, value);
          else current.delete(name);
        }
        return current;
      },
      { replace: true },
    );
  return [filters, setFilters];
}
