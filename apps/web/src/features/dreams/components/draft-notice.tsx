import { Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { formatLongDay, today, toIsoDate } from "@/lib/dates";
import { t } from "@/lib/i18n/translate";

type DraftNoticeProps = {
  /** The card's date (yyyy-MM-dd), named when it is not today. */
  dreamDate: string;
  /** The draft is an "I don't remember" that was not saved yet. */
  notRemembered: boolean;
  onDiscard: () => void;
};

/**
 * Says that the Log Dream card holds a draft that is not saved (restored after a reload, or left by
 * a save that did not go through), with its date when it is not today, and 'Discard draft'.
 */
export function DraftNotice({ dreamDate, notRemembered, onDiscard }: DraftNoticeProps) {
  const date = dreamDate ? formatLongDay(dreamDate) : "";
  const text = notRemembered
    ? t("dreams.draftNotRemembered", { date })
    : dreamDate && dreamDate !== toIsoDate(today())
      ? t("dreams.draftRestoredOn", { date })
      : t("dreams.draftRestored");
  return (
    <div className="flex flex-wrap items-center gap-3 rounded-xl border border-border bg-muted p-3">
      <p className="min-w-40 flex-1">{text}</p>
      <Button type="button" variant="outline" size="sm" onClick={onDiscard}>
        <Trash2 aria-hidden="true" />
        {t("dreams.discardDraft")}
      </Button>
    </div>
  );
}
