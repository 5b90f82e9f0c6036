import * as Popover from "@radix-ui/react-popover";
import { CalendarIcon } from "lucide-react";
import { type CSSProperties, useId, useState } from "react";
import { DayPicker } from "react-day-picker";
import "react-day-picker/style.css";
import { Button } from "@/components/ui/button";
import { dateLocale } from "@/lib/date-locale";
import { formatLongDay, today } from "@/lib/dates";
import { t } from "@/lib/i18n/translate";
import { cn } from "@/lib/utils";

/** The calendar in the app's palette (inline: react-day-picker's stylesheet sets these on its root). */
const dayPickerTheme = {
  "--rdp-accent-color": "var(--brand)",
  "--rdp-accent-background-color": "var(--accent)",
} as CSSProperties;

type DatePickerProps = {
  label: string;
  value: Date | undefined;
  onChange: (date: Date | undefined) => void;
};

/**
 * A labelled button showing the long date ('Pick a date' when empty) that opens a calendar with
 * no future days. Its accessible name is the label followed by the date.
 */
export function DatePicker({ label, value, onChange }: DatePickerProps) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const now = today();
  return (
    <div className="grid gap-1.5">
      <span id={`${id}-label`} className="text-base font-semibold text-foreground">
        {label}
      </span>
      <Popover.Root open={open} onOpenChange={setOpen}>
        <Popover.Trigger asChild>
          <Button
            id={id}
            type="button"
            variant="outline"
            aria-labelledby={`${id}-label ${id}`}
            className={cn("w-full justify-start font-normal sm:w-72", !value && "text-muted-foreground")}
          >
            <CalendarIcon aria-hidden="true" />
            {value ? formatLongDay(value) : t("dreams.pickDate")}
          </Button>
        </Popover.Trigger>
        <Popover.Portal>
          <Popover.Content
            aria-label={label}
            align="start"
            sideOffset={6}
            className="z-50 rounded-xl border border-border bg-card p-3 text-card-foreground shadow-lg"
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
                setOpen(false);
              }}
            />
          </Popover.Content>
        </Popover.Portal>
      </Popover.Root>
    </div>
  );
}
