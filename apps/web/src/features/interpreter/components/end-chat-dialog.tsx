import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { t } from "@/lib/i18n/translate";

type EndChatDialogProps = { open: boolean; onOpenChange: (open: boolean) => void; onEnd: () => void };

/** Asked when the chat is closed mid-conversation: 'Keep talking' (the default) or 'End conversation'. */
export function EndChatDialog({ open, onOpenChange, onEnd }: EndChatDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogTitle>{t("interpreter.chat.endTitle")}</DialogTitle>
        <DialogDescription>{t("interpreter.chat.endDescription")}</DialogDescription>
        <div className="flex flex-wrap justify-end gap-2">
          <DialogClose asChild>
            <Button variant="outline">{t("interpreter.chat.keepTalking")}</Button>
          </DialogClose>
          <Button variant="destructive" onClick={onEnd}>
            {t("interpreter.chat.endConversation")}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
