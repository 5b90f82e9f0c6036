import { FileUp } from "lucide-react";
import { useId } from "react";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { t } from "@/lib/i18n/translate";
import { cn } from "@/lib/utils";

/** The extensions the file picker offers; the server tells the format from the content itself. */
const ACCEPTED = ".json,.zip,.md,.markdown,.txt,.csv";

/**
 * The first step: a real file input with its label and the formats it takes; after a refusal,
 * the reason, and a way to send the same file again when it was not the file's fault.
 */
export function ChooseFileStep({
  error,
  onChoose,
  onRetry,
}: {
  error: string | null;
  onChoose: (file: File) => void;
  onRetry?: () => void;
}) {
  const id = useId();
  return (
    <div className="grid gap-3">
      <div className="grid gap-1.5">
        <Label htmlFor={id} className="flex items-center gap-2">
          <FileUp aria-hidden="true" className="size-5 text-brand" />
          {t("profile.import.chooseLabel")}
        </Label>
        <input
          id={id}
          type="file"
          accept={ACCEPTED}
          aria-describedby={`${id}-formats${error ? ` ${id}-error` : ""}`}
          aria-invalid={error ? true : undefined}
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) onChoose(file);
          }}
          className={cn(
            "w-full min-w-0 rounded-xl border border-input bg-card p-2 text-base text-foreground",
            "focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring",
            "file:mr-3 file:rounded-lg file:border-0 file:bg-secondary file:px-3 file:py-2",
            "file:font-semibold file:text-secondary-foreground hover:file:bg-accent",
            "aria-[invalid=true]:border-danger",
          )}
        />
        <p id={`${id}-formats`} className="text-base text-muted-foreground">
          {t("profile.import.formats")}
        </p>
      </div>
      {error && (
        <div id={`${id}-error`} role="alert" className="grid gap-2">
          <p className="text-base font-medium text-danger">{error}</p>
          <p className="text-base text-muted-foreground">
            {onRetry ? t("profile.import.retryHint") : t("profile.import.chooseAnother")}
          </p>
          {onRetry && (
            <Button variant="outline" className="justify-self-start" onClick={onRetry}>
              {t("profile.import.tryAgain")}
            </Button>
          )}
        </div>
      )}
    </div>
  );
}
