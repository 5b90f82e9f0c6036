import { Search } from "lucide-react";
import { useId } from "react";
import { Input, inputClassName } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { cn } from "@/lib/utils";
import { useVocabulary } from "../api/get-vocabulary";
import { useKnownTags } from "../hooks/use-known-tags";
import { DREAMS_STRINGS as S } from "../strings";

export type ChipFilters = { tag: string; emotion: string; symbol: string };

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
  const set = (name: keyof ChipFilters) => (value: string) => onFiltersChange({ ...filters, [name]: value });
  return (
    <search className="grid gap-3 sm:grid-cols-3 lg:grid-cols-[1fr_11rem_11rem_11rem]">
      <div className="grid gap-1.5 sm:col-span-3 lg:col-span-1">
        <Label htmlFor={`${id}-q`}>{S.searchLabel}</Label>
        <div className="relative">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute left-3 top-1/2 size-5 -translate-y-1/2 text-muted-foreground"
          />
          <Input
            id={`${id}-q`}
            type="search"
            className="pl-10"
            placeholder={S.searchPlaceholder}
            value={search}
            onChange={(e) => onSearchChange(e.target.value)}
          />
        </div>
      </div>
      <FilterSelect
        label={S.tagFilterLabel}
        all={S.allTags}
        value={filters.tag}
        onChange={set("tag")}
        options={tags.map((t) => ({ value: t, label: t }))}
      />
      <FilterSelect
        label={S.feelingFilterLabel}
        all={S.allFeelings}
        value={filters.emotion}
        onChange={set("emotion")}
        options={(vocabulary?.emotions ?? []).map((e) => ({ value: e, label: e }))}
      />
      <FilterSelect
        label={S.symbolFilterLabel}
        all={S.allSymbols}
        value={filters.symbol}
        onChange={set("symbol")}
        options={(vocabulary?.symbols ?? []).map((s) => ({ value: s.id, label: s.label }))}
      />
    </search>
  );
}

type FilterSelectProps = {
  label: string;
  all: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly { value: string; label: string }[];
};

function FilterSelect({ label, all, value, onChange, options }: FilterSelectProps) {
  const id = useId();
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <select
        id={id}
        className={cn(inputClassName, "h-11")}
        value={value}
        onChange={(e) => onChange(e.target.value)}
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
