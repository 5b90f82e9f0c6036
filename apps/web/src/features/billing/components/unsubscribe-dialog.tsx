import { BILLING_STRINGS as S } from "@somnia/shared/billing";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { useOpenPortal } from "../api/open-portal";

/** 'Unsubscribe': the downgrade happens at the end of the billing period; then the billing portal. */
export function UnsubscribeDialog() {
  const portal = useOpenPortal();
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="outline">{S.unsubscribe}</Button>
      </DialogTrigger>
      <DialogContent>
        <DialogTitle>{S.unsubscribeTitle}</DialogTitle>
        <DialogDescription>{S.unsubscribeDescription}</DialogDescription>
        <div className="flex flex-wrap justify-end gap-3">
          <DialogClose asChild>
            <Button variant="ghost">{S.keepPlus}</Button>
          </DialogClose>
          <Button onClick={() => portal.mutate()} disabled={portal.isPending || portal.isSuccess}>
            {S.continueToPortal}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
