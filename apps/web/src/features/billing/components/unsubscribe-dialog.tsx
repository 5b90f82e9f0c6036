import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { type ShownDialog, useShownDialog } from "@/components/ui/dialog-button";
import { t } from "@/lib/i18n/translate";
import { useOpenPortal } from "../hooks/use-billing-redirects";

/**
 * 'Unsubscribe' (./membership-actions.tsx): the downgrade happens at the end of the billing period;
 * then the billing portal. Fetched when first opened.
 */
export function UnsubscribeDialog(shown: ShownDialog) {
  const { root, content } = useShownDialog(shown);
  const portal = useOpenPortal();
  return (
    <Dialog {...root}>
      <DialogContent {...content}>
        <DialogTitle>{t("billing.unsubscribeTitle")}</DialogTitle>
        <DialogDescription>{t("billing.unsubscribeDescription")}</DialogDescription>
        <div className="flex flex-wrap justify-end gap-3">
          <DialogClose asChild>
            <Button variant="ghost">{t("billing.keepPlus")}</Button>
          </DialogClose>
          <Button onClick={() => portal.mutate()} disabled={portal.isPending || portal.isSuccess}>
            {t("billing.continueToPortal")}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
