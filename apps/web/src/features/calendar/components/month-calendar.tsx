import type { CalendarDay } from "@somnia/shared/stats";
import { startOfMonth } from "date-fns";
import { DayPicker, type Modifiers } from "react-day-picker";
import "react-day-picker/style.css";
import { dateLocale } from "@/lib/date-locale";
import { formatWeekdayDate, fromIsoDate, toIsoDate } from "@/lib/dates";
import { t } from "@/lib/i18n/translate";
import { cn } from "@/lib/utils";
import { DayButton } from "./day-button";

type MonthCalendarProps = {
  month: Date;
  onMonthChange: (month: Date) => void;
  days: CalendarDay[];
  selected: Date | undefined;
  onSelect: (day: Date | undefined) => void;
};

/**
 * The month grid, as wide as its card; each day's button says how many dreams it holds ('Monday,
 * March 9, 2026, 2 dreams'), its name holding the number it shows.
 */
export function MonthCalendar({ month, onMonthChange, days, selected, onSelect }: MonthCalendarProps) {
  const byDate = new Map(days.map((day) => [day.date, day]));
  const dream = days.filter((day) => day.count > 0).map((day) => fromIsoDate(day.date));
  const notRemembered = days.filter((day) => day.notRemembered).map((day) => fromIsoDate(day.date));
  const label = (date: Date, modifiers: Modifiers) => {
    const day = byDate.get(toIsoDate(date));
    const parts = [formatWeekdayDate(date)];
    if (modifiers.today) parts.unshift(t("calendar.today"));
    if (day?.notRemembered) parts.push(t("calendar.notRemembered"));
    else if (day) parts.push(t("calendar.dreams", { count: day.count }));
    if (modifiers.selected) parts.push(t("calendar.selected"));
    return parts.join(", ");
  };
  return (
    <DayPicker
      locale={dateLocale}
      mode="single"
      month={month}
      onMonthChange={onMonthChange}
      endMonth={startOfMonth(new Date())}
      selected={selected}
      onSelect={onSelect}
      modifiers={{ dream, notRemembered }}
      components={{ DayButton }}
      labels={{ labelDayButton: label }}
      aria-label={t("calendar.calendarLabel")}
      className={cn(
        "[--rdp-accent-background-color:var(--accent)]! [--rdp-accent-color:var(--brand)]! [--rdp-today-color:var(--link)]!",
        // react-day-picker's own styles are outside Tailwind's layers, so these must be important;
        // an underscore of its names is escaped (Tailwind reads a bare one as a space), raw so the
        // backslash reaches both Tailwind and the class attribute.
        String.raw`sm:[--rdp-day-height:52px]! sm:[--rdp-day\_button-height:48px]! sm:[--rdp-day\_button-width:48px]!`,
        String.raw`[&_.rdp-months]:max-w-none! [&_.rdp-month]:w-full! [&_.rdp-month\_grid]:w-full! [&_.rdp-month\_grid]:table-fixed!`,
        String.raw`[&_.rdp-day]:w-auto! [&_.rdp-day\_button]:mx-auto!`,
      )}
    />
  );
}
