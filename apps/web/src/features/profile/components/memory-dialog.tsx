import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { type ShownDialog, useShownDialog } from "@/components/ui/dialog-button";
import { t } from "@/lib/i18n/translate";
import { MemoryForm } from "./memory-form";

/**
 * 'Edit' of what the interpreter knows (./additional-info-card.tsx): the personal info and the
 * recurring dreams, each its own form. Fetched when first opened.
 */
export function MemoryDialog({
  personal,
  recurring,
  ...shown
}: { personal: string; recurring: string } & ShownDialog) {
  const { root, content } = useShownDialog(shown);
  return (
    <Dialog {...root}>
      <DialogContent {...content}>
        <DialogTitle>{t("profile.additionalInfo.dialogTitle")}</DialogTitle>
        <DialogDescription>{t("profile.additionalInfo.dialogDescription")}</DialogDescription>
        <MemoryForm infoType="personal" initial={personal} />
        <MemoryForm infoType="recurring_dreams" initial={recurring} />
      </DialogContent>
    </Dialog>
  );
}
