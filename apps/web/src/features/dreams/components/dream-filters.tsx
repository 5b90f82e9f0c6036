import { useId } from "react";
import { type DreamFilters as DreamsQuery, useDreamFacets } from "@/api/dreams";
import { SearchInput } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { dreamTypeLabel } from "@/lib/dream-types";
import { emotionName } from "@/lib/emotions";
import { t } from "@/lib/i18n/translate";
import { FilterPicker } from "./filter-picker";

/** The chip filters chosen; a missing one is "all". */
export type ChipFilters = Pick<DreamsQuery, "tag" | "emotion" | "symbol" | "type">;

type DreamFiltersProps = {
  search: string;
  onSearchChange: (value: string) => void;
  filters: ChipFilters;
  onFiltersChange: (filters: ChipFilters) => void;
};

/**
 * Search over title, text and tags; tag, feeling, symbol and type filters (the server's q, tag,
 * emotion, symbol, type) offering what the user's own dreams have, each with its number of dreams.
 */
export function DreamFilters({ search, onSearchChange, filters, onFiltersChange }: DreamFiltersProps) {
  const id = useId();
  const { data: facets, isPending: pending } = useDreamFacets();
  const set =
    <K extends keyof ChipFilters>(name: K) =>
    (value: ChipFilters[K]) =>
      onFiltersChange({ ...filters, [name]: value });
  return (
    <search className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
      <div className="grid gap-1.5 sm:col-span-2 lg:col-span-4">
        <Label htmlFor={`${id}-q`}>{t("dreams.searchLabel")}</Label>
        <SearchInput
          id={`${id}-q`}
          placeholder={t("dreams.searchPlaceholder")}
          value={search}
          onChange={(e) => onSearchChange(e.target.value)}
        />
      </div>
      <FilterPicker
        label={t("dreams.tagFilterLabel")}
        all={t("dreams.allTags")}
        searchLabel={t("dreams.findTag")}
        pending={pending}
        value={filters.tag}
        onChange={set("tag")}
        options={(facets?.tags ?? []).map(({ tag, count }) => ({ value: tag, label: tag, count }))}
      />
      <FilterPicker
        label={t("dreams.feelingFilterLabel")}
        all={t("dreams.allFeelings")}
        searchLabel={t("dreams.findFeeling")}
        pending={pending}
        value={filters.emotion}
        onChange={set("emotion")}
        options={(facets?.emotions ?? []).map(({ emotion, count }) => ({
          value: emotion,
          label: emotionName(emotion),
          count,
        }))}
      />
      <FilterPicker
        label={t("dreams.symbolFilterLabel")}
        all={t("dreams.allSymbols")}
        searchLabel={t("dreams.findSymbol")}
        pending={pending}
        value={filters.symbol}
        onChange={set("symbol")}
        options={(facets?.symbols ?? []).map(({ symbol, label, count }) => ({ value: symbol, label, count }))}
      />
      <FilterPicker
        label={t("dreams.typeFilterLabel")}
        all={t("dreams.allTypes")}
        searchLabel={t("dreams.findType")}
        pending={pending}
        value={filters.type}
        onChange={set("type")}
        options={(facets?.types ?? []).map(({ type, count }) => ({
          value: type,
          label: dreamTypeLabel(type),
          count,
        }))}
      />
    </search>
  );
}
