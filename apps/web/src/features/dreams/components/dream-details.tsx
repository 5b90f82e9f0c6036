import type { Dream } from "@somnia/shared/dreams";
import { Pencil, Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { t } from "@/lib/i18n/translate";
import { AiMemoryToggle } from "./ai-memory-toggle";
import { DetectionChips } from "./detection-chips";
import { DreamTypesPanel } from "./dream-types-panel";
import { TagList } from "./tag-list";

/** The dream as written: whitespace kept, rendered as text only. */
export function DreamText({ content }: { content: string }) {
  return (
    <p data-user-content className="whitespace-pre-wrap break-words text-base leading-[1.6]">
      {content}
    </p>
  );
}

export function DreamDetails({
  dream,
  onEdit,
  onDelete,
  onClose,
}: {
  dream: Dream;
  onEdit: () => void;
  onDelete: () => void;
  onClose: () => void;
}) {
  return (
    <>
      <div className="rounded-xl bg-muted p-4">
        <DreamText content={dream.content} />
      </div>
      <TagList tags={dream.tags} />
      <DetectionChips dream={dream} />
      <DreamTypesPanel dream={dream} />
      <AiMemoryToggle dream={dream} />
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="outline" onClick={onEdit} data-autofocus>
          <Pencil aria-hidden="true" />
          {t("dreams.edit")}
        </Button>
        <Button variant="outline" className="text-danger" onClick={onDelete}>
          <Trash2 aria-hidden="true" />
          {t("dreams.delete")}
        </Button>
        <Button onClick={onClose}>{t("dreams.close")}</Button>
      </div>
    </>
  );
}
