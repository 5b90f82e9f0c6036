import type { MemoryEntry } from "@somnia/shared/memory";
import { Pencil } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { INTERPRETER_STRINGS as S } from "../strings";
import { formatDay } from "../utils/format-date";
import { DeleteMemoryDialog } from "./delete-memory-dialog";
import { MemoryEntryEditor } from "./memory-entry-editor";

/** One thing Somnia knows: its type, its date, its text, and Edit / Delete. */
export function MemoryEntryItem({ entry }: { entry: MemoryEntry }) {
  const [editing, setEditing] = useState(false);
  const type = S.infoTypeLabel[entry.infoType];
  const label = `${type} (${formatDay(entry.updatedAt)})`;
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
          <p className="whitespace-pre-wrap leading-relaxed">{entry.content}</p>
          <div className="flex flex-wrap justify-end gap-2">
            <Button
              variant="ghost"
              size="sm"
              aria-label={`${S.edit} ${label}`}
              onClick={() => setEditing(true)}
            >
              <Pencil aria-hidden="true" />
              {S.edit}
            </Button>
            <DeleteMemoryDialog entry={entry} label={label} />
          </div>
        </>
      )}
    </li>
  );
}
