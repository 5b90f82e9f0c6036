import type { ImportPreview } from "@somnia/shared/import";
import type { ReactNode } from "react";
import { formatDay } from "@/lib/dates";
import { t } from "@/lib/i18n/translate";
import { countText, formatName } from "./import-text";
import { ProblemList } from "./problem-list";

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap items-baseline justify-between gap-x-3">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="font-semibold">{children}</dd>
    </div>
  );
}

function dateRange(first: string | null, last: string | null): string | null {
  if (!first || !last) return null;
  if (first === last) return formatDay(first);
  return t("profile.import.dateRange", { first: formatDay(first), last: formatDay(last) });
}

/**
 * What the file holds: its format, how many dreams and of which dates, how many are in the journal
 * already, the first titles, the attachments left out and every entry that will be skipped.
 */
export function PreviewFacts({ preview }: { preview: ImportPreview }) {
  const dates = dateRange(preview.firstDate, preview.lastDate);
  return (
    <div className="grid gap-4">
      <dl className="grid gap-2 rounded-xl bg-muted p-3">
        <Fact label={t("profile.import.format")}>{formatName(preview.format)}</Fact>
        <Fact label={t("profile.import.dreams")}>{countText(preview.dreams)}</Fact>
        {dates && <Fact label={t("profile.import.dates")}>{dates}</Fact>}
        {preview.duplicates > 0 && (
          <Fact label={t("profile.import.alreadyThere")}>{countText(preview.duplicates)}</Fact>
        )}
      </dl>
      {preview.titles.length > 0 && (
        <section className="space-y-2">
          <h3 className="font-semibold">{t("profile.import.firstTitles")}</h3>
          <ul className="list-disc space-y-1 pl-5">
            {preview.titles.map((title, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the file's first titles, in order; two may be equal.
              <li key={index} className="wrap-anywhere">
                {title ?? (
                  <span className="italic text-muted-foreground">{t("profile.import.untitled")}</span>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}
      {preview.media > 0 && (
        <p className="text-base text-muted-foreground">
          {t("profile.import.mediaLeftOut", { count: preview.media })}
        </p>
      )}
      <ProblemList
        title={t("profile.import.willSkip", { count: preview.problemCount })}
        problems={preview.problems}
        count={preview.problemCount}
      />
    </div>
  );
}
