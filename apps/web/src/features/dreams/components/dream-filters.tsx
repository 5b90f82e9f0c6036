import { Search } from "lucide-react";
import { useId } from "react";
import { Input, inputClassName } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { cn } from "@/lib/utils";
import { useKnownTags } from "../hooks/use-known-tags";
import { DREAMS_STRINGS as S } from "../strings";

type DreamFiltersProps = {
  search: string;
  onSearchChange: (value: string) => void;
  tag: string;
  onTagChange: (value: string) => void;
};

/** Search over title, text and tags, and a tag filter (sent to the server as q and tag). */
export function DreamFilters({ search, onSearchChange, tag, onTagChange }: DreamFiltersProps) {
  const id = useId();
  const tags = useKnownTags();
  return (
    <search className="grid gap-3 sm:grid-cols-[1fr_14rem]">
      <div className="grid gap-1.5">
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
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-tag`}>{S.tagFilterLabel}</Label>
        <select
          id={`${id}-tag`}
          className={cn(inputClassName, "h-11")}
          value={tag}
          onChange={(e) => onTagChange(e.target.value)}
        >
          <option value="">{S.allTags}</option>
          {tags.map((t) => (
            <option key={t} value={t}>
              {t}
            </option>
          ))}
        </select>
      </div>
    </search>
  );
}
