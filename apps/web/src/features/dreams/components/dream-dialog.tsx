import type { Dream } from "@somnia/shared/dreams";
import { type ReactElement, useRef, useState } from "react";
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { formatDay } from "@/lib/dates";
import { t } from "@/lib/i18n/translate";
import { DeleteDreamConfirm } from "./delete-dream-confirm";
import { DreamDetails } from "./dream-details";
import { EditDreamForm } from "./edit-dream-form";

type Mode = "view" | "edit" | "delete";

/**
 * 'Dream Content' (docs/product.md): the full text with Close, plus Edit and Delete (confirmed first).
 * Focus returns to the trigger on close; after a delete (the trigger is gone) `onDeleted` moves it.
 */
export function DreamDialog({
  dream,
  onDeleted,
  children,
  defaultOpen = false,
  onClosed,
}: {
  dream: Dream;
  onDeleted: () => void;
  /** The button that opens it; without one the dialog starts open (a dream opened by link). */
  children?: ReactElement;
  defaultOpen?: boolean;
  onClosed?: () => void;
}) {
  const [open, setOpen] = useState(defaultOpen);
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
    if (!next) onClosed?.();
    if (next) {
      setMode("view");
      deleted.current = false;
    }
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {children && <DialogTrigger asChild>{children}</DialogTrigger>}
      <DialogContent
        ref={content}
        className="max-w-2xl"
        onCloseAutoFocus={(event) => {
          if (deleted.current) event.preventDefault();
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
