import type { Interpretation } from "@somnia/shared/interpretation";
import { SELECTED_LOOK } from "@/components/ui/button-look";
import { formatMoment } from "@/lib/dates";
import { t } from "@/lib/i18n/translate";
import { cn } from "@/lib/utils";

/** Every reading of the dream, newest first, to compare them; the shown one is pressed. */
export function InterpretationHistory({
  items,
  shownId,
  onShow,
}: {
  items: Interpretation[];
  shownId: string | null;
  onShow: (id: string) => void;
}) {
  if (items.length < 2) return null;
  return (
    <nav aria-labelledby="readings-title" className="grid gap-2">
      <h3 id="readings-title" className="text-base font-bold">
        {t("interpreter.earlierReadings")}
      </h3>
      <ul className="flex flex-wrap gap-2">
        {items.map((item) => (
          <li key={item.id}>
            <button
              type="button"
              aria-pressed={item.id === shownId}
              onClick={() => onShow(item.id)}
              className={cn(
                "rounded-full border px-3 py-1 text-sm focus-visible:outline-2 focus-visible:outline-ring",
                item.id === shownId ? `${SELECTED_LOOK} font-semibold` : "border-border hover:bg-accent",
              )}
            >
              {t("interpreter.readingOf", { date: formatMoment(item.createdAt) })}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
