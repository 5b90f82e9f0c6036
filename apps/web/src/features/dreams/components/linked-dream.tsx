import { useEffect } from "react";
import { toast } from "sonner";
import { useDream } from "../api/get-dream";
import { DREAMS_STRINGS as S } from "../strings";
import { DreamDialog } from "./dream-dialog";

/** A dream opened by link (`/?dream=<id>`, from the calendar or an interpretation's sources). */
export function LinkedDream({ dreamId, onClosed }: { dreamId: string; onClosed: () => void }) {
  const { data: dream, isError } = useDream(dreamId);
  useEffect(() => {
    if (!isError) return;
    toast.error(S.errorTitle, { description: S.linkedDreamNotFound });
    onClosed();
  }, [isError, onClosed]);
  if (!dream) return null;
  return <DreamDialog key={dream.id} dream={dream} defaultOpen onClosed={onClosed} onDeleted={onClosed} />;
}
