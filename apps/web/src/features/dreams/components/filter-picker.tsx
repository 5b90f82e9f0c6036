import * as Popover from "@radix-ui/react-popover";
import { Check, ChevronsUpDown } from "lucide-react";
import { type KeyboardEvent, useId, useState } from "react";
import { inputClassName } from "@/components/ui/input";
import { t } from "@/lib/i18n/translate";
import { cn } from "@/lib/utils";
import { type FilterOption, matchingOptions, withChosen } from "../utils/filter-options";

type FilterPickerProps<V extends string> = {
  /** The filter's name, e.g. 'Filter by feeling'. */
  label: string;
  /** The choice of no filter, e.g. 'All feelings'. */
  all: string;
  /** The search box's name, e.g. 'Find a feeling'. */
  searchLabel: string;
  value: V | undefined;
  onChange: (value: V | undefined) => void;
  options: readonly FilterOption<V>[];
  /** The options are still loading: no 'none yet' meanwhile. */
  pending?: boolean;
};

/** 'Flying (12)', or the label alone when the count is unknown. */
const optionText = ({ label, count }: FilterOption) =>
  count === undefined ? label : t("dreams.filterOption", { label, count });

/**
 * One filter as a button showing the choice, which opens a search box over the options (a
 * combobox whose listbox follows the typing; ↑ ↓ move, Enter chooses, Escape closes), 'all' first.
 * The popup stays in the page's order, so Tab goes on to the next filter.
 */
export function FilterPicker<V extends string>(props: FilterPickerProps<V>) {
  const { label, all, searchLabel, value, onChange, options, pending = false } = props;
  const id = useId();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState("");
  const [active, setActive] = useState(0);
  // The label of the last choice, to show it should its last dream lose the chip meanwhile.
  const [chosen, setChosen] = useState<FilterOption<V>>();
  const offered = withChosen(options, value, chosen && chosen.value === value ? chosen.label : undefined);
  const shown: (FilterOption<V> | null)[] = [null, ...matchingOptions(offered, query)];
  const current = offered.find((option) => option.value === value);
  const message =
    shown.length > 1 || pending
      ? ""
      : options.length === 0
        ? t("dreams.filterNothingYet")
        : t("dreams.filterNoMatches");
  const optionId = (index: number) => `${id}-option-${index}`;
  const reveal = (index: number) =>
    document.getElementById(optionId(index))?.scrollIntoView({ block: "nearest" });

  const openChange = (next: boolean) => {
    if (next) {
      setQuery("");
      // On the choice ('all', first, when there is none), the search box emptied.
      setActive(offered.findIndex((option) => option.value === value) + 1);
    }
    setOpen(next);
  };
  const choose = (option: FilterOption<V> | null) => {
    if (option) setChosen(option);
    onChange(option?.value);
    setOpen(false);
  };
  const search = (text: string) => {
    setQuery(text);
    // The best match is first after 'all': Enter takes it.
    setActive(text.trim() && matchingOptions(offered, text).length > 0 ? 1 : 0);
  };
  const onSearchKey = (event: KeyboardEvent<HTMLInputElement>) => {
    const last = shown.length - 1;
    const moves: Record<string, number> = {
      ArrowDown: Math.min(active + 1, last),
      ArrowUp: Math.max(active - 1, 0),
      PageDown: Math.min(active + 10, last),
      PageUp: Math.max(active - 10, 0),
    };
    const next = moves[event.key];
    if (next !== undefined) {
      event.preventDefault();
      setActive(next);
      reveal(next);
    } else if (event.key === "Enter") {
      event.preventDefault();
      choose(shown[active] ?? null);
    }
  };

  return (
    <div className="grid gap-1.5">
      <span id={`${id}-label`} className="text-base font-semibold text-foreground">
        {label}
      </span>
      <Popover.Root open={open} onOpenChange={openChange}>
        <Popover.Trigger asChild>
          <button
            id={`${id}-button`}
            type="button"
            aria-labelledby={`${id}-label ${id}-button`}
            className={cn(inputClassName, "flex h-11 items-center justify-between gap-2 text-left")}
            onKeyDown={(event) => {
              if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
              event.preventDefault();
              openChange(true);
            }}
          >
            <span className="truncate">{current ? optionText(current) : all}</span>
            <ChevronsUpDown aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
          </button>
        </Popover.Trigger>
        <Popover.Content
          aria-label={label}
          align="start"
          sideOffset={6}
          className="z-50 w-(--radix-popover-trigger-width) min-w-56 rounded-xl border border-border bg-card p-2 text-card-foreground shadow-lg"
          onOpenAutoFocus={() => reveal(active)}
        >
          <input
            role="combobox"
            aria-label={searchLabel}
            aria-expanded="true"
            aria-controls={`${id}-list`}
            aria-autocomplete="list"
            aria-activedescendant={optionId(active)}
            autoComplete="off"
            placeholder={searchLabel}
            className={cn(inputClassName, "mb-2 h-10")}
            value={query}
            onChange={(event) => search(event.target.value)}
            onKeyDown={onSearchKey}
          />
          <div id={`${id}-list`} role="listbox" aria-label={label} className="max-h-64 overflow-y-auto">
            {shown.map((option, index) => {
              const selected = option === null ? value === undefined : option.value === value;
              return (
                // biome-ignore lint/a11y/useKeyWithClickEvents: focus stays in the search box (aria-activedescendant), which takes the keys
                <div
                  key={option?.value ?? ""}
                  id={optionId(index)}
                  role="option"
                  tabIndex={-1}
                  aria-selected={selected}
                  data-active={index === active}
                  className="flex cursor-pointer items-center gap-2 rounded-lg px-3 py-2 data-[active=true]:bg-accent data-[active=true]:text-accent-foreground"
                  onMouseDown={(event) => event.preventDefault()}
                  onMouseMove={() => setActive(index)}
                  onClick={() => choose(option)}
                >
                  <Check aria-hidden="true" className={cn("size-4 shrink-0", !selected && "invisible")} />
                  {option ? optionText(option) : all}
                </div>
              );
            })}
          </div>
          <p role="status" className="px-3 text-sm text-muted-foreground [&:not(:empty)]:py-2">
            {message}
          </p>
        </Popover.Content>
      </Popover.Root>
    </div>
  );
}
