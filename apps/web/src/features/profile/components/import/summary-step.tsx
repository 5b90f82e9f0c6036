import type { ImportSummary } from "@somnia/shared/import";
import { CircleAlert, CircleCheck } from "lucide-react";
import type { ImportOutcome } from "@/api/import";
import { Button } from "@/components/ui/button";
import { DialogClose } from "@/components/ui/dialog";
import { t } from "@/lib/i18n/translate";
import { importErrorText } from "./import-text";
import { ProblemList } from "./problem-list";

/**
 * What was stored and what was not: counts, attachments left out, each entry not imported (the
 * imported count only after a success: a failure says it in its own sentence).
 */
function SummaryFacts({ summary, succeeded }: { summary: ImportSummary; succeeded: boolean }) {
  return (
    <div className="grid gap-3">
      <ul className="grid gap-1 text-base">
        {succeeded && <li>{t("profile.import.importedCount", { count: summary.imported })}</li>}
        {summary.duplicates > 0 && (
          <li>{t("profile.import.skippedDuplicates", { count: summary.duplicates })}</li>
        )}
        {summary.media > 0 && (
          <li className="text-muted-foreground">
            {t("profile.import.mediaLeftOut", { count: summary.media })}
          </li>
        )}
      </ul>
      <ProblemList
        title={t("profile.import.notImported", { count: summary.problemCount })}
        problems={summary.problems}
        count={summary.problemCount}
      />
    </div>
  );
}

/** Heading of the outcome, with its icon: a success, or the import stopped part-way. */
function Headline({ ok, children }: { ok: boolean; children: string }) {
  const Icon = ok ? CircleCheck : CircleAlert;
  return (
    <h3 className="flex items-center gap-2 text-lg font-semibold">
      <Icon
        aria-hidden="true"
        className={ok ? "size-5 shrink-0 text-brand" : "size-5 shrink-0 text-danger"}
      />
      {children}
    </h3>
  );
}

/**
 * How the import ended: the summary and 'Done'; after a failure or a stop, what was stored before
 * it, why when the server said so, and 'Import again' (which adds only the dreams that are missing).
 */
export function SummaryStep({ outcome, onAgain }: { outcome: ImportOutcome; onAgain: () => void }) {
  const done = (
    <DialogClose asChild>
      <Button variant={outcome.type === "done" ? "primary" : "ghost"}>{t("profile.import.done")}</Button>
    </DialogClose>
  );
  if (outcome.type === "done")
    return (
      <div className="grid gap-4">
        <Headline ok>{t("profile.import.finished")}</Headline>
        <SummaryFacts summary={outcome.summary} succeeded />
        <div className="flex justify-end">{done}</div>
      </div>
    );
  const imported = outcome.type === "error" ? outcome.summary.imported : (outcome.progress?.imported ?? 0);
  return (
    <div className="grid gap-4">
      <div role="alert" className="grid gap-2">
        <Headline ok={false}>{t("profile.import.stoppedTitle")}</Headline>
        {outcome.type === "error" ? (
          <>
            <p className="text-base font-medium">{importErrorText(outcome.error)}</p>
            <p className="text-base">{t("profile.import.failedAfter", { count: imported })}</p>
          </>
        ) : (
          <p className="text-base">{t("profile.import.stoppedAfter", { count: imported })}</p>
        )}
      </div>
      {outcome.type === "error" && <SummaryFacts summary={outcome.summary} succeeded={false} />}
      <div className="flex flex-wrap justify-end gap-3">
        {done}
        <Button onClick={onAgain}>{t("profile.import.importAgain")}</Button>
      </div>
    </div>
  );
}
