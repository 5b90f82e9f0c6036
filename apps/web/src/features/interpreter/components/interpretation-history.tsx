import type { Interpretation } from "@somnia/shared/interpretation";
import { cn } from "@/lib/utils";
import { INTERPRETER_STRINGS as S } from "../strings";
import { formatMoment } from "../utils/format-date";

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
        {S.earlierReadings}
      </h3>
      <ul className="flex flex-wrap gap-2">
        {items.map((item) => (
          <li key={item.id}>
            <button
              type="button"
              aria-pressed={item.id === shownId}
              onClick={() => onShow(item.id)}
              className={cn(
                "rounded-full border border-border px-3 py-1 text-sm focus-visible:outline-2 focus-visible:outline-ring",
                item.id === shownId
                  ? "bg-secondary font-semibold text-secondary-foreground"
                  : "hover:bg-accent",
              )}
            >
              {S.readingOf(formatMoment(item.createdAt))}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
