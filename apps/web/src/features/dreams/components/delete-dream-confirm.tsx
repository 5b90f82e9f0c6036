import { useId } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { errorMessage } from "@/lib/utils";
import { useDeleteDream } from "../api/delete-dream";
import { DREAMS_STRINGS as S } from "../strings";

/** The confirmation step before a dream is deleted. */
export function DeleteDreamConfirm({
  dreamId,
  onCancel,
  onDeleted,
}: {
  dreamId: string;
  onCancel: () => void;
  onDeleted: () => void;
}) {
  const id = useId();
  const remove = useDeleteDream();
  // mutateAsync: the row (and this dialog) may leave the list before mutate's callbacks would run.
  const confirm = async () => {
    try {
      await remove.mutateAsync(dreamId);
    } catch (error) {
      toast.error(S.errorTitle, { description: errorMessage(error) });
      return;
    }
    toast.success(S.deleted);
    onDeleted();
  };
  return (
    <section aria-labelledby={id} className="grid gap-3 rounded-xl border border-danger/50 p-4">
      <h3 id={id} className="text-lg font-bold">
        {S.confirmDeleteTitle}
      </h3>
      <p className="text-base text-muted-foreground">{S.confirmDeleteText}</p>
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="outline" onClick={onCancel} data-autofocus>
          {S.cancel}
        </Button>
        <Button variant="destructive" onClick={confirm} disabled={remove.isPending}>
          {remove.isPending ? S.deleting : S.delete}
        </Button>
      </div>
    </section>
  );
}
