import { MEMORY_MESSAGES, type MemoryEntry } from "@somnia/shared/memory";
import { useId, useState } from "react";
import { useUpdateMemory } from "@/api/memory";
import { Button } from "@/components/ui/button";
import { FieldError } from "@/components/ui/form-field";
import { Textarea } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { t } from "@/lib/i18n/translate";
import { toast } from "@/lib/toast";
import { errorMessage } from "@/lib/utils";

/** Inline edit of one memory entry: Save or Cancel; blank content is refused. */
export function MemoryEntryEditor({ entry, onDone }: { entry: MemoryEntry; onDone: () => void }) {
  const id = useId();
  const [content, setContent] = useState(entry.content);
  const [error, setError] = useState<string | null>(null);
  const update = useUpdateMemory();
  const save = async () => {
    if (!content.trim()) {
      setError(MEMORY_MESSAGES.emptyContent);
      return;
    }
    try {
      await update.mutateAsync({ id: entry.id, content: content.trim() });
    } catch (cause) {
      toast.error(t("interpreter.errorTitle"), {
        description: errorMessage(cause, t("interpreter.memorySaveFailed")),
      });
      return;
    }
    toast.success(t("interpreter.memorySaved"));
    onDone();
  };
  return (
    <form
      className="grid gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <Label htmlFor={id}>{t("interpreter.contentLabel")}</Label>
      <Textarea
        id={id}
        value={content}
        autoFocus
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => {
          setContent(event.target.value);
          if (error && event.target.value.trim()) setError(null);
        }}
      />
      {error && <FieldError id={`${id}-error`}>{error}</FieldError>}
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="button" variant="outline" size="sm" onClick={onDone}>
          {t("interpreter.cancel")}
        </Button>
        <Button type="submit" size="sm" disabled={update.isPending}>
          {t("interpreter.save")}
        </Button>
      </div>
    </form>
  );
}
