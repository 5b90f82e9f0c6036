import { ChevronsUpDown } from "lucide-react";
import { Suspense, useId, useRef, useState } from "react";
import { inputClassName } from "@/components/ui/input";
import { onFirstUse } from "@/lib/on-first-use";
import { cn } from "@/lib/utils";
import { type FilterOption, optionText, withChosen } from "../utils/filter-options";
import type { FilterPickerPopup as Popup } from "./filter-picker-popup";

const popup = onFirstUse(
  () => import("./filter-picker-popup"),
  (m) => m.FilterPickerPopup,
);
// As generic as the component itself (React's `lazy` would fix its type parameter).
const FilterPickerPopup = popup.Component as unknown as typeof Popup;

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

/**
 * One filter as a button showing the choice, which opens a search box over the options (a
 * combobox whose listbox follows the typing; ↑ ↓ move, Enter chooses, Escape closes), 'all' first:
 * ./filter-picker-popup.tsx, fetched when a picker is first opened or pointed at. The popup stays
 * in the page's order, so Tab goes on to the next filter.
 */
export function FilterPicker<V extends string>(props: FilterPickerProps<V>) {
  const { label, all, searchLabel, value, onChange, options, pending = false } = props;
  const id = useId();
  const button = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  // The label of the last choice, to show it should its last dream lose the chip meanwhile.
  const [chosen, setChosen] = useState<FilterOption<V>>();
  const offered = withChosen(options, value, chosen && chosen.value === value ? chosen.label : undefined);
  const current = offered.find((option) => option.value === value);
  const choose = (option: FilterOption<V> | null) => {
    if (option) setChosen(option);
    onChange(option?.value);
    setOpen(false);
  };

  return (
    <div className="grid gap-1.5">
      <span id={`${id}-label`} className="text-base font-semibold text-foreground">
        {label}
      </span>
      <button
        ref={button}
        id={`${id}-button`}
        type="button"
        aria-labelledby={`${id}-label ${id}-button`}
        aria-haspopup="dialog"
        aria-expanded={open}
        className={cn(inputClassName, "flex h-11 items-center justify-between gap-2 text-left")}
        onPointerEnter={popup.preload}
        onFocus={popup.preload}
        onClick={() => setOpen(!open)}
        onKeyDown={(event) => {
          if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
          event.preventDefault();
          setOpen(true);
        }}
      >
        <span className="truncate">{current ? optionText(current) : all}</span>
        <ChevronsUpDown aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
      </button>
      {open && (
        <Suspense fallback={null}>
          <FilterPickerPopup
            anchor={button}
            id={id}
            label={label}
            all={all}
            searchLabel={searchLabel}
            value={value}
            offered={offered}
            nothingYet={options.length === 0}
            pending={pending}
            onChoose={choose}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </div>
  );
}
