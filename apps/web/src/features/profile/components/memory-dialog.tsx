import { type RefObject, useState } from "react";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { t } from "@/lib/i18n/translate";
import { MemoryForm } from "./memory-form";

/**
 * 'Edit' of what the interpreter knows (./additional-info-card.tsx): the personal info and the
 * recurring dreams, each its own form. Fetched when first opened; open as it is shown, it tells
 * `onClosed` when it closes and gives the focus back to `opener`.
 */
export function MemoryDialog({
  personal,
  recurring,
  opener,
  onClosed,
}: {
  personal: string;
  recurring: string;
  opener: RefObject<HTMLButtonElement | null>;
  onClosed: () => void;
}) {
  const [open, setOpen] = useState(true);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) onClosed();
      }}
    >
      <DialogContent
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          opener.current?.focus();
        }}
      >
        <DialogTitle>{t("profile.additionalInfo.dialogTitle")}</DialogTitle>
        <DialogDescription>{t("profile.additionalInfo.dialogDescription")}</DialogDescription>
        <MemoryForm infoType="personal" initial={personal} />
        <MemoryForm infoType="recurring_dreams" initial={recurring} />
      </DialogContent>
    </Dialog>
  );
}
