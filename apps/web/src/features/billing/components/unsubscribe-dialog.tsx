import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { t } from "@/lib/i18n/translate";
import { useOpenPortal } from "../hooks/use-billing-redirects";

/** 'Unsubscribe': the downgrade happens at the end of the billing period; then the billing portal. */
export function UnsubscribeDialog() {
  const portal = useOpenPortal();
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="outline">{t("billing.unsubscribe")}</Button>
      </DialogTrigger>
      <DialogContent>
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
