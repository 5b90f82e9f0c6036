import type { InfoType, MemoryEntry } from "@somnia/shared/memory";
import { Pencil } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { formatDay } from "@/lib/dates";
import type { MessageId } from "@/lib/i18n/message-id";
import { t } from "@/lib/i18n/translate";
import { DeleteMemoryDialog } from "./delete-memory-dialog";
import { MemoryEntryEditor } from "./memory-entry-editor";

const INFO_TYPE_LABELS: Record<InfoType, MessageId> = {
  personal: "interpreter.infoTypeLabel.personal",
  recurring_dreams: "interpreter.infoTypeLabel.recurring_dreams",
  distilled_info: "interpreter.infoTypeLabel.distilled_info",
};

/** One thing Somnia knows: its type, its date, its text, and Edit / Delete. */
export function MemoryEntryItem({ entry }: { entry: MemoryEntry }) {
  const [editing, setEditing] = useState(false);
  const type = t(INFO_TYPE_LABELS[entry.infoType]);
  const label = t("interpreter.entryLabel", { type, date: formatDay(entry.updatedAt) });
  return (
    <li className="grid gap-2 border-b border-border py-4 last:border-b-0">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="text-base font-bold">{type}</h3>
        <span className="text-sm text-muted-foreground">{formatDay(entry.updatedAt)}</span>
      </div>
      {editing ? (
        <MemoryEntryEditor entry={entry} onDone={() => setEditing(false)} />
      ) : (
        <>
          <p className="whitespace-pre-wrap leading-relaxed" data-user-content>
            {entry.content}
          </p>
          <div className="flex flex-wrap justify-end gap-2">
            <Button
              variant="ghost"
              size="sm"
              aria-label={t("interpreter.editEntry", { label })}
              onClick={() => setEditing(true)}
            >
              <Pencil aria-hidden="true" />
              {t("interpreter.edit")}
            </Button>
            <DeleteMemoryDialog entry={entry} label={label} />
          </div>
        </>
      )}
    </li>
  );
}
