import type { ImportPreview } from "@somnia/shared/import";
import { useId } from "react";
import type { ImportProgress } from "@/api/import";
import { Spinner } from "@/components/ui/spinner";
import { t } from "@/lib/i18n/translate";
import { countText } from "./import-text";

/**
 * The import under way: entries read out of the preview's total (dreams and skipped entries), what
 * was imported and what was there already. Until the first batch is stored, the file is on its way.
 */
export function ProgressStep({
  preview,
  progress,
}: {
  preview: ImportPreview;
  progress: ImportProgress | null;
}) {
  const id = useId();
  const max = Math.max(preview.dreams + preview.problemCount, 1);
  const read = Math.min(progress?.read ?? 0, max);
  const percent = Math.round((read / max) * 100);
  const counts = t("profile.import.progressCounts", {
    imported: countText(progress?.imported ?? 0),
    duplicates: countText(progress?.duplicates ?? 0),
  });
  return (
    <div className="grid gap-4">
      <p id={`${id}-label`} className="flex items-center gap-2 font-semibold">
        <Spinner className="size-5" />
        {progress ? t("profile.import.importing") : t("profile.import.sending")}
      </p>
      <div
        role="progressbar"
        aria-labelledby={`${id}-label`}
        aria-valuemin={0}
        aria-valuemax={max}
        aria-valuenow={read}
        aria-valuetext={t("profile.import.progressValue", { read: countText(read), total: countText(max) })}
        className="h-3 overflow-hidden rounded-full bg-muted"
      >
        <div
          className="h-full rounded-full bg-brand transition-[width] motion-reduce:transition-none"
          style={{ width: `${percent}%` }}
        />
      </div>
      <p role="status" className="text-base">
        {counts}
      </p>
      <p className="text-base text-muted-foreground">
        {progress ? t("profile.import.closeAnyway") : t("profile.import.keepOpen")}
      </p>
    </div>
  );
}
