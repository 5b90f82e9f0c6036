import { useId } from "react";
import { useDeleteDream } from "@/api/dreams";
import { Button } from "@/components/ui/button";
import { t } from "@/lib/i18n/translate";
import { toast } from "@/lib/toast";
import { errorMessage } from "@/lib/utils";

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
      toast.error(t("dreams.errorTitle"), { description: errorMessage(error) });
      return;
    }
    toast.success(t("dreams.deleted"));
    onDeleted();
  };
  return (
    <section aria-labelledby={id} className="grid gap-3 rounded-xl border border-danger/50 p-4">
      <h3 id={id} className="text-lg font-bold">
        {t("dreams.confirmDeleteTitle")}
      </h3>
      <p className="text-base text-muted-foreground">{t("dreams.confirmDeleteText")}</p>
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="outline" onClick={onCancel} data-autofocus>
          {t("dreams.cancel")}
        </Button>
        <Button variant="destructive" onClick={confirm} disabled={remove.isPending}>
          {remove.isPending ? t("dreams.deleting") : t("dreams.delete")}
        </Button>
      </div>
    </section>
  );
}
