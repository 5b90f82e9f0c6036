import type { ImportPreview } from "@somnia/shared/import";
import { FileText } from "lucide-react";
import type { ImportChoices } from "@/api/import";
import { Button } from "@/components/ui/button";
import { DialogClose } from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";
import { t } from "@/lib/i18n/translate";
import { cn } from "@/lib/utils";
import { hasRequiredColumns } from "./csv-columns";
import { CsvMapping } from "./csv-mapping";
import { PreviewFacts } from "./preview-facts";

export type PreviewStepProps = {
  file: File;
  choices: ImportChoices;
  preview: ImportPreview | null;
  askDateOrder: boolean;
  loading: boolean;
  error: string | null;
  stale: boolean;
  onChange: (choices: ImportChoices) => void;
  onAnotherFile: () => void;
  onImport: () => void;
};

/** Why the import button is off, when it is: nothing new in the file, or nothing readable. */
function nothingToImport(preview: ImportPreview): string {
  return preview.dreams > 0 ? t("profile.import.allThere") : t("profile.import.noneReadable");
}

/**
 * The file read, nothing written yet: a CSV's columns and date order to confirm (each change reads
 * the file again), what the file holds, and 'Import N dreams'.
 */
export function PreviewStep(props: PreviewStepProps) {
  const { file, choices, preview, askDateOrder, loading, error, stale } = props;
  const fresh = preview ? preview.dreams - preview.duplicates : 0;
  const needsOrder = Boolean(askDateOrder || preview?.csv?.ambiguousDates) && !choices.dateOrder;
  const ready = Boolean(preview) && !loading && !stale && !needsOrder && hasRequiredColumns(choices, preview);
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="flex min-w-0 items-center gap-2 font-semibold">
          <FileText aria-hidden="true" className="size-5 shrink-0 text-brand" />
          <span className="wrap-anywhere">{file.name}</span>
        </p>
        <Button variant="link" className="px-0" onClick={props.onAnotherFile}>
          {t("profile.import.anotherFile")}
        </Button>
      </div>
      {(preview?.csv || askDateOrder) && (
        <CsvMapping
          csv={preview?.csv ?? null}
          choices={choices}
          askDateOrder={askDateOrder}
          onChange={props.onChange}
        />
      )}
      {loading && (
        <p role="status" className="flex items-center gap-2 text-base text-muted-foreground">
          <Spinner className="size-5" />
          {preview ? t("profile.import.updating") : t("profile.import.reading")}
        </p>
      )}
      {!loading && askDateOrder && !preview && (
        <p className="text-base text-muted-foreground">{t("profile.import.dateOrderFirst")}</p>
      )}
      {error && (
        <p role="alert" className="text-base font-medium text-danger">
          {error}
        </p>
      )}
      {preview && (
        <div className={cn("grid gap-4", (loading || stale) && "opacity-60")} aria-busy={loading}>
          <PreviewFacts preview={preview} />
          {fresh === 0 && <p className="text-base font-medium">{nothingToImport(preview)}</p>}
        </div>
      )}
      <div className="flex flex-wrap justify-end gap-3">
        <DialogClose asChild>
          <Button variant="ghost">{t("profile.import.cancel")}</Button>
        </DialogClose>
        <Button onClick={props.onImport} disabled={!ready || fresh === 0}>
          {t("profile.import.importCount", { count: fresh })}
        </Button>
      </div>
    </div>
  );
}
