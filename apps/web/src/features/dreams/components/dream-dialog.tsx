import type { Dream } from "@somnia/shared/dreams";
import { useRef, useState } from "react";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { formatDay } from "@/lib/dates";
import { t } from "@/lib/i18n/translate";
import { DeleteDreamConfirm } from "./delete-dream-confirm";
import { DreamDetails } from "./dream-details";
import { EditDreamForm } from "./edit-dream-form";

type Mode = "view" | "edit" | "delete";

/**
 * 'Dream Content' (docs/product.md): the full text with Close, plus Edit and Delete (confirmed first).
 * It opens as it is shown and tells `onClosed` when it closes. Focus then returns to `opener`, the
 * button that opened it; after a delete (that button is gone) `onDeleted` moves it. Fetched on first
 * use (./lazy-dream-dialog.ts).
 */
export function DreamDialog({
  dream,
  onDeleted,
  onClosed,
  opener,
}: {
  dream: Dream;
  onDeleted: () => void;
  onClosed: () => void;
  opener?: HTMLElement | null;
}) {
  const [open, setOpen] = useState(true);
  const [mode, setMode] = useState<Mode>("view");
  const deleted = useRef(false);
  const content = useRef<HTMLDivElement>(null);
  const changeMode = (next: Mode) => {
    setMode(next);
    // The button that was pressed is gone: move focus to the new step's first control.
    requestAnimationFrame(() => content.current?.querySelector<HTMLElement>("[data-autofocus]")?.focus());
  };
  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) onClosed();
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        ref={content}
        className="max-w-2xl"
        // The dialog itself takes the focus, at its top: its first control is far down (a feeling's chip).
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          content.current?.focus();
        }}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          if (!deleted.current) opener?.focus();
        }}
      >
        <DialogTitle>{t("dreams.dialogTitle")}</DialogTitle>
        <DialogDescription>
          {dream.title ? <span data-user-content>{dream.title}</span> : t("dreams.untitled")} ·{" "}
          {formatDay(dream.dreamDate)}
        </DialogDescription>
        {mode === "view" && (
          <DreamDetails
            dream={dream}
            onEdit={() => changeMode("edit")}
            onDelete={() => changeMode("delete")}
            onClose={() => onOpenChange(false)}
          />
        )}
        {mode === "edit" && <EditDreamForm dream={dream} onDone={() => changeMode("view")} />}
        {mode === "delete" && (
          <DeleteDreamConfirm
            dreamId={dream.id}
            onCancel={() => changeMode("view")}
            onDeleted={() => {
              deleted.current = true;
              onOpenChange(false);
              requestAnimationFrame(onDeleted);
            }}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
