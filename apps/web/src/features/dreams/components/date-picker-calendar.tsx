import * as Popover from "@radix-ui/react-popover";
import type { CSSProperties, RefObject } from "react";
import { DayPicker } from "react-day-picker";
import "react-day-picker/style.css";
import { useAnchoredPopover } from "@/components/ui/anchored-popover";
import { dateLocale } from "@/lib/date-locale";
import { today } from "@/lib/dates";

/** The calendar in the app's palette (inline: react-day-picker's stylesheet sets these on its root). */
const dayPickerTheme = {
  "--rdp-accent-color": "var(--brand)",
  "--rdp-accent-background-color": "var(--accent)",
} as CSSProperties;

type DatePickerCalendarProps = {
  /** The date picker's button: the calendar opens below it and gives it the focus back. */
  anchor: RefObject<HTMLButtonElement | null>;
  label: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  value: Date | undefined;
  onChange: (date: Date | undefined) => void;
};

/**
 * The date picker's calendar (./date-picker.tsx), fetched the first time it is opened: a month with
 * no future days in a popover beside the button.
 */
export function DatePickerCalendar({
  anchor,
  label,
  open,
  onOpenChange,
  value,
  onChange,
}: DatePickerCalendarProps) {
  const now = today();
  const focus = useAnchoredPopover(anchor);
  return (
    <Popover.Root open={open} onOpenChange={onOpenChange}>
      <Popover.Anchor virtualRef={anchor as RefObject<HTMLButtonElement>} />
      <Popover.Portal>
        <Popover.Content
          aria-label={label}
          align="start"
          sideOffset={6}
          className="z-50 rounded-xl border border-border bg-card p-3 text-card-foreground shadow-lg"
          {...focus}
        >
          <DayPicker
            locale={dateLocale}
            style={dayPickerTheme}
            mode="single"
            selected={value}
            defaultMonth={value ?? now}
            endMonth={now}
            disabled={{ after: now }}
            autoFocus
            onSelect={(date) => {
              onChange(date);
              onOpenChange(false);
            }}
          />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
