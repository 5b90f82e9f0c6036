import type { MemoryEntry } from "@somnia/shared/memory";
import { Trash2 } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { errorMessage } from "@/lib/utils";
import { useDeleteMemory } from "../api/delete-memory";
import { INTERPRETER_STRINGS as S } from "../strings";

/** 'Delete' with a confirmation dialog; the interpreter stops using the entry at once. */
export function DeleteMemoryDialog({ entry, label }: { entry: MemoryEntry; label: string }) {
  const [open, setOpen] = useState(false);
  const remove = useDeleteMemory();
  const confirm = async () => {
    try {
      await remove.mutateAsync(entry.id);
    } catch (error) {
      toast.error(S.errorTitle, { description: errorMessage(error, S.memorySaveFailed) });
      return;
    }
    setOpen(false);
    toast.success(S.memoryDeleted);
  };
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="ghost" size="sm" aria-label={`${S.delete} ${label}`}>
          <Trash2 aria-hidden="true" />
          {S.delete}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogTitle>{S.deleteConfirmTitle}</DialogTitle>
        <DialogDescription>{S.deleteConfirmDescription}</DialogDescription>
        <blockquote className="line-clamp-4 whitespace-pre-wrap rounded-xl bg-muted p-3">
          {entry.content}
        </blockquote>
        <div className="flex flex-wrap justify-end gap-2">
          <DialogClose asChild>
            <Button variant="outline">{S.cancel}</Button>
          </DialogClose>
          <Button variant="destructive" onClick={confirm} disabled={remove.isPending}>
            {S.delete}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
