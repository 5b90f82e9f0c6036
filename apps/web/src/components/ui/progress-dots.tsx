import { t } from "@/lib/i18n/translate";
import { cn } from "@/lib/utils";

/** Dots for a multi-step flow; `current` is 1-based. */
export function ProgressDots({ current, total }: { current: number; total: number }) {
  return (
    <div
      role="img"
      aria-label={t("common.stepOf", { current, total })}
      className="flex items-center justify-center gap-2"
    >
      {Array.from({ length: total }, (_, index) => (
        <span
          // biome-ignore lint/suspicious/noArrayIndexKey: the dots are positions, not items
          key={index}
          className={cn(
            "h-2.5 rounded-full transition-all",
            index + 1 === current ? "w-6 bg-brand" : "w-2.5",
            index + 1 < current && "bg-brand/60",
            index + 1 > current && "bg-input/50",
          )}
        />
      ))}
    </div>
  );
}
