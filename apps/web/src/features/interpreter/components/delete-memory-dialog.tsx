import type { MemoryEntry } from "@somnia/shared/memory";
import { Trash2 } from "lucide-react";
import { useState } from "react";
import { useDeleteMemory } from "@/api/memory";
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
import { toast } from "@/lib/toast";
import { errorMessage } from "@/lib/utils";

/** 'Delete' with a confirmation dialog; the interpreter stops using the entry at once. */
export function DeleteMemoryDialog({ entry, label }: { entry: MemoryEntry; label: string }) {
  const [open, setOpen] = useState(false);
  const remove = useDeleteMemory();
  const confirm = async () => {
    try {
      await remove.mutateAsync(entry.id);
    } catch (error) {
      toast.error(t("interpreter.errorTitle"), {
        description: errorMessage(error, t("interpreter.memorySaveFailed")),
      });
      return;
    }
    setOpen(false);
    toast.success(t("interpreter.memoryDeleted"));
  };
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="ghost" size="sm" aria-label={t("interpreter.deleteEntry", { label })}>
          <Trash2 aria-hidden="true" />
          {t("interpreter.delete")}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogTitle>{t("interpreter.deleteConfirmTitle")}</DialogTitle>
        <DialogDescription>{t("interpreter.deleteConfirmDescription")}</DialogDescription>
        <blockquote className="line-clamp-4 whitespace-pre-wrap rounded-xl bg-muted p-3">
          {entry.content}
        </blockquote>
        <div className="flex flex-wrap justify-end gap-2">
          <DialogClose asChild>
            <Button variant="outline">{t("interpreter.cancel")}</Button>
          </DialogClose>
          <Button variant="destructive" onClick={confirm} disabled={remove.isPending}>
            {t("interpreter.delete")}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
