import { Search } from "lucide-react";
import { useId } from "react";
import { type DreamFilters as DreamsQuery, useVocabulary } from "@/api/dreams";
import { Input, inputClassName } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { t } from "@/lib/i18n/translate";
import { cn } from "@/lib/utils";
import { useKnownTags } from "../hooks/use-known-tags";

/** The chip filters chosen; a missing one is "all". */
export type ChipFilters = Pick<DreamsQuery, "tag" | "emotion" | "symbol">;

type DreamFiltersProps = {
  search: string;
  onSearchChange: (value: string) => void;
  filters: ChipFilters;
  onFiltersChange: (filters: ChipFilters) => void;
};

/** Search over title, text and tags; tag, feeling and symbol filters (the server's q, tag, emotion, symbol). */
export function DreamFilters({ search, onSearchChange, filters, onFiltersChange }: DreamFiltersProps) {
  const id = useId();
  const tags = useKnownTags();
  const vocabulary = useVocabulary().data;
  const set =
    <K extends keyof ChipFilters>(name: K) =>
    (value: ChipFilters[K]) =>
      onFiltersChange({ ...filters, [name]: value });
  return (
    <search className="grid gap-3 sm:grid-cols-3">
      <div className="grid gap-1.5 sm:col-span-3">
        <Label htmlFor={`${id}-q`}>{t("dreams.searchLabel")}</Label>
        <div className="relative">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute left-3 top-1/2 size-5 -translate-y-1/2 text-muted-foreground"
          />
          <Input
            id={`${id}-q`}
            type="search"
            className="pl-10"
            placeholder={t("dreams.searchPlaceholder")}
            value={search}
            onChange={(e) => onSearchChange(e.target.value)}
          />
        </div>
      </div>
      <FilterSelect
        label={t("dreams.tagFilterLabel")}
        all={t("dreams.allTags")}
        value={filters.tag}
        onChange={set("tag")}
        options={tags.map((t) => ({ value: t, label: t }))}
      />
      <FilterSelect
        label={t("dreams.feelingFilterLabel")}
        all={t("dreams.allFeelings")}
        value={filters.emotion}
        onChange={set("emotion")}
        options={(vocabulary?.emotions ?? []).map((e) => ({ value: e, label: e }))}
      />
      <FilterSelect
        label={t("dreams.symbolFilterLabel")}
        all={t("dreams.allSymbols")}
        value={filters.symbol}
        onChange={set("symbol")}
        options={(vocabulary?.symbols ?? []).map((s) => ({ value: s.id, label: s.label }))}
      />
    </search>
  );
}

type FilterSelectProps<V extends string> = {
  label: string;
  all: string;
  value: V | undefined;
  onChange: (value: V | undefined) => void;
  options: readonly { value: V; label: string }[];
};

/** One filter: "all" (no value) or one of `options`. */
function FilterSelect<V extends string>({ label, all, value, onChange, options }: FilterSelectProps<V>) {
  const id = useId();
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <select
        id={id}
        className={cn(inputClassName, "h-11")}
        value={value ?? ""}
        onChange={(e) => onChange(options.find((option) => option.value === e.target.value)?.value)}
      >
        <option value="">{all}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
