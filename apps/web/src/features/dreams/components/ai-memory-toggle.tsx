import type { Dream } from "@somnia/shared/dreams";
import { toast } from "sonner";
import { Checkbox } from "@/components/ui/checkbox";
import { useUpdateDream } from "../api/update-dream";
import { DREAMS_STRINGS as S } from "../strings";

/**
 * 'Keep out of AI memory' (DESIGN decision 4): the dream is never distilled into what the
 * interpreter knows and never drawn on when other dreams are interpreted.
 */
export function AiMemoryToggle({ dream }: { dream: Dream }) {
  const update = useUpdateDream();
  const id = `exclude-from-ai-${dream.id}`;
  const onChange = (excludeFromAi: boolean) =>
    update.mutate(
      { id: dream.id, input: { excludeFromAi } },
      {
        onSuccess: () => toast.success(excludeFromAi ? S.keptOutOfAi : S.backInAiMemory),
        onError: (error) => toast.error(S.errorTitle, { description: error.message }),
      },
    );
  return (
    <div className="flex items-start gap-3 rounded-xl border border-border p-3">
      <Checkbox
        id={id}
        checked={dream.excludeFromAi}
        disabled={update.isPending}
        onCheckedChange={(checked) => onChange(checked === true)}
        aria-describedby={`${id}-hint`}
      />
      <div className="space-y-1">
        <label htmlFor={id} className="font-medium">
          {S.keepOutOfAi}
        </label>
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          {S.keepOutOfAiHint}
        </p>
      </div>
    </div>
  );
}
