import type { Dream } from "@somnia/shared/dreams";
import { useUpdateDream } from "@/api/dreams";
import { Checkbox } from "@/components/ui/checkbox";
import { t } from "@/lib/i18n/translate";
import { toast } from "@/lib/toast";

/**
 * 'Keep out of AI memory' (decision 012): the dream is never distilled into what the
 * interpreter knows and never drawn on when other dreams are interpreted.
 */
export function AiMemoryToggle({ dream }: { dream: Dream }) {
  const update = useUpdateDream();
  const id = `exclude-from-ai-${dream.id}`;
  const onChange = (excludeFromAi: boolean) =>
    update.mutate(
      { id: dream.id, input: { excludeFromAi } },
      {
        onSuccess: () => toast.success(excludeFromAi ? t("dreams.keptOutOfAi") : t("dreams.backInAiMemory")),
        onError: (error) => toast.error(t("dreams.errorTitle"), { description: error.message }),
      },
    );
  return (
    <div className="flex items-start gap-3 rounded-xl border border-border p-3">
      <Checkbox
        id={id}
        checked={dream.excludeFromAi}
        disabled={update.isPending}
        onCheckedChange={onChange}
        aria-describedby={`${id}-hint`}
      />
      <div className="space-y-1">
        <label htmlFor={id} className="font-medium">
          {t("dreams.keepOutOfAi")}
        </label>
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          {t("dreams.keepOutOfAiHint")}
        </p>
      </div>
    </div>
  );
}
