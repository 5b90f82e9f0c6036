import { CalendarIcon } from "lucide-react";
import { Suspense, useId, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { formatLongDay } from "@/lib/dates";
import { t } from "@/lib/i18n/translate";
import { onFirstUse } from "@/lib/on-first-use";
import { cn } from "@/lib/utils";

const calendar = onFirstUse(
  () => import("./date-picker-calendar"),
  (m) => m.DatePickerCalendar,
);

type DatePickerProps = {
  label: string;
  value: Date | undefined;
  onChange: (date: Date | undefined) => void;
};

/**
 * A labelled button showing the long date ('Pick a date' when empty) that opens a calendar with
 * no future days (./date-picker-calendar.tsx, fetched when first wanted or pointed at). Its
 * accessible name is the label followed by the date.
 */
export function DatePicker({ label, value, onChange }: DatePickerProps) {
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, so the calendar's own closing runs as it should.
  const [wanted, setWanted] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const id = useId();
  return (
    <div className="grid gap-1.5">
      <span id={`${id}-label`} className="text-base font-semibold text-foreground">
        {label}
      </span>
      <Button
        ref={button}
        id={id}
        type="button"
        variant="outline"
        aria-labelledby={`${id}-label ${id}`}
        aria-haspopup="dialog"
        aria-expanded={open}
        className={cn("w-full justify-start font-normal sm:w-72", !value && "text-muted-foreground")}
        onPointerEnter={calendar.preload}
        onFocus={calendar.preload}
        onClick={() => {
          setWanted(true);
          setOpen(!open);
        }}
      >
        <CalendarIcon aria-hidden="true" />
        {value ? formatLongDay(value) : t("dreams.pickDate")}
      </Button>
      {wanted && (
        <Suspense fallback={null}>
          <calendar.Component
            anchor={button}
            label={label}
            open={open}
            onOpenChange={setOpen}
            value={value}
            onChange={onChange}
          />
        </Suspense>
      )}
    </div>
  );
}
