import { Suspense, useEffect } from "react";
import { useDream } from "@/api/dreams";
import { t } from "@/lib/i18n/translate";
import { toast } from "@/lib/toast";
import { dreamDialog } from "./lazy-dream-dialog";

/** A dream opened by link (`/?dream=<id>`, from the calendar or an interpretation's sources). */
export function LinkedDream({ dreamId, onClosed }: { dreamId: string; onClosed: () => void }) {
  const { data: dream, isError } = useDream(dreamId);
  useEffect(() => {
    if (!isError) return;
    toast.error(t("dreams.errorTitle"), { description: t("dreams.linkedDreamNotFound") });
    onClosed();
  }, [isError, onClosed]);
  if (!dream) return null;
  return (
    <Suspense fallback={null}>
      <dreamDialog.Component key={dream.id} dream={dream} onClosed={onClosed} onDeleted={onClosed} />
    </Suspense>
  );
}
