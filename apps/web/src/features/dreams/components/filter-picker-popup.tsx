import * as Popover from "@radix-ui/react-popover";
import { Check } from "lucide-react";
import { type KeyboardEvent, type RefObject, useState } from "react";
import { useAnchoredPopover } from "@/components/ui/anchored-popover";
import { inputClassName } from "@/components/ui/input";
import { t } from "@/lib/i18n/translate";
import { cn } from "@/lib/utils";
import { type FilterOption, matchingOptions, optionText } from "../utils/filter-options";

type FilterPickerPopupProps<V extends string> = {
  /** The picker's button: the popup opens below it, as wide, and gives it the focus back. */
  anchor: RefObject<HTMLButtonElement | null>;
  /** The picker's id, which the popup's ids extend. */
  id: string;
  label: string;
  all: string;
  searchLabel: string;
  value: V | undefined;
  /** What the filter offers, the choice included. */
  offered: FilterOption<V>[];
  /** The filter has no options at all (not only none matching). */
  nothingYet: boolean;
  pending: boolean;
  onChoose: (option: FilterOption<V> | null) => void;
  onClose: () => void;
};

/**
 * A filter picker's popup (./filter-picker.tsx), fetched when a picker is first opened: a search box
 * over the options, 'all' first, opening on the current choice with the search empty.
 */
export function FilterPickerPopup<V extends string>(props: FilterPickerPopupProps<V>) {
  const { anchor, id, label, all, searchLabel, value, offered, nothingYet, pending, onChoose, onClose } =
    props;
  const [query, setQuery] = useState("");
  // On the choice ('all', first, when there is none).
  const [active, setActive] = useState(() => offered.findIndex((option) => option.value === value) + 1);
  const focus = useAnchoredPopover(anchor);
  const shown: (FilterOption<V> | null)[] = [null, ...matchingOptions(offered, query)];
  const message =
    shown.length > 1 || pending
      ? ""
      : nothingYet
        ? t("dreams.filterNothingYet")
        : t("dreams.filterNoMatches");
  const optionId = (index: number) => `${id}-option-${index}`;
  const reveal = (index: number) =>
    document.getElementById(optionId(index))?.scrollIntoView({ block: "nearest" });

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
      onChoose(shown[active] ?? null);
    }
  };

  return (
    <Popover.Root open onOpenChange={(open) => open || onClose()}>
      <Popover.Anchor virtualRef={anchor as RefObject<HTMLButtonElement>} />
      <Popover.Content
        aria-label={label}
        align="start"
        sideOffset={6}
        className="z-50 w-(--radix-popover-trigger-width) min-w-56 rounded-xl border border-border bg-card p-2 text-card-foreground shadow-lg"
        onOpenAutoFocus={() => reveal(active)}
        {...focus}
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
                onClick={() => onChoose(option)}
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
  );
}
