import { type RefObject, useEffect, useRef } from "react";
import type { ImportOutcome } from "@/api/import";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { t } from "@/lib/i18n/translate";
import { toast } from "@/lib/toast";
import { ChooseFileStep } from "./choose-file-step";
import { importErrorText } from "./import-text";
import { PreviewStep } from "./preview-step";
import { ProgressStep } from "./progress-step";
import { SummaryStep } from "./summary-step";
import { type ImportFlow, useImportFlow } from "./use-import-flow";

/** An import that ended while its dialog was closed is told in a toast (the dialog says it otherwise). */
function tell(outcome: ImportOutcome) {
  if (outcome.type === "done")
    toast.success(t("profile.import.finished"), {
      description: t("profile.import.importedCount", { count: outcome.summary.imported }),
    });
  else if (outcome.type === "error")
    toast.error(t("profile.import.stoppedTitle"), { description: importErrorText(outcome.error) });
  else
    toast.error(t("profile.import.stoppedTitle"), {
      description: t("profile.import.stoppedAfter", { count: outcome.progress?.imported ?? 0 }),
    });
}

const DESCRIPTIONS: Record<ImportFlow["step"], () => string> = {
  choose: () => t("profile.import.chooseDescription"),
  preview: () => t("profile.import.previewDescription"),
  running: () => t("profile.import.runningDescription"),
  finished: () => t("profile.import.finishedDescription"),
};

/**
 * 'Import a journal' (docs/product.md, 'Import'): choose a file, see what it holds (a CSV's
 * columns confirmed there), import it with its progress, and its summary. The dialog may be closed
 * while the import runs: the request goes on in this tab and the server finishes the import even if
 * the tab goes away, so closing only hides it; reopened, it shows the progress again, and an import
 * that ends while it is closed is told in a toast. Loaded with its first opening (your-data-card.tsx).
 */
export default function ImportDialog({
  open,
  onOpenChange,
  opener,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opened the dialog: focus goes back to it on closing. */
  opener: RefObject<HTMLButtonElement | null>;
}) {
  /** Whether the dialog is on screen (not once the page has left the Profile). */
  const shown = useRef(open);
  useEffect(() => {
    shown.current = open;
    return () => {
      shown.current = false;
    };
  }, [open]);
  const { flow, choose, change, retry, start, reset } = useImportFlow((outcome) => {
    if (!shown.current) tell(outcome);
  });

  /** Closing keeps a running import on screen for the next opening; any other step starts over. */
  const openChange = (next: boolean) => {
    if (!next && flow.step !== "running") reset();
    onOpenChange(next);
  };

  return (
    <Dialog open={open} onOpenChange={openChange}>
      <DialogContent
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          opener.current?.focus();
        }}
      >
        <DialogTitle>{t("profile.import.title")}</DialogTitle>
        <DialogDescription>{DESCRIPTIONS[flow.step]()}</DialogDescription>
        {flow.step === "choose" && (
          <ChooseFileStep
            error={flow.error}
            onChoose={choose}
            onRetry={flow.retry ? () => flow.retry && retry(flow.retry) : undefined}
          />
        )}
        {flow.step === "preview" && (
          <PreviewStep {...flow} onChange={change} onAnotherFile={reset} onImport={() => void start()} />
        )}
        {flow.step === "running" && <ProgressStep preview={flow.preview} progress={flow.progress} />}
        {flow.step === "finished" && <SummaryStep outcome={flow.outcome} onAgain={() => void start()} />}
      </DialogContent>
    </Dialog>
  );
}
