import { WEEKDAYS } from "@somnia/shared/dates";
import { format } from "date-fns";
import { useId } from "react";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import { dateLocale } from "@/lib/date-locale";
import { t } from "@/lib/i18n/translate";

/** 1 January 2024 was a Monday: day `n` of the ISO week is `n - 1` days later. */
const weekdayName = (day: number, pattern: "EEE" | "EEEE") =>
  format(new Date(2024, 0, day), pattern, { locale: dateLocale });

/** The reminder's days of the week, Monday first, each a checkbox named in full for screen readers. */
export function ReminderDays({ days, onChange }: { days: number[]; onChange: (days: number[]) => void }) {
  const id = useId();
  const toggle = (day: number, on: boolean) =>
    onChange(on ? [...days, day].sort((a, b) => a - b) : days.filter((d) => d !== day));
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1 text-base font-semibold">{t("profile.reminder.days")}</legend>
      <div className="flex flex-wrap gap-x-4 gap-y-2">
        {WEEKDAYS.map((day) => (
          <div key={day} className="flex items-center gap-2">
            <Checkbox
              id={`${id}-${day}`}
              aria-label={weekdayName(day, "EEEE")}
              checked={days.includes(day)}
              onCheckedChange={(on) => toggle(day, on)}
            />
            <Label htmlFor={`${id}-${day}`} className="font-normal">
              <abbr title={weekdayName(day, "EEEE")} className="no-underline">
                {weekdayName(day, "EEE")}
              </abbr>
            </Label>
          </div>
        ))}
      </div>
    </fieldset>
  );
}
