import { orderedTypes } from "@somnia/shared/dream-constants";
import type { Dream, DreamType } from "@somnia/shared/dreams";
import { useUpdateDream } from "@/api/dreams";
import { Button } from "@/components/ui/button";
import { t } from "@/lib/i18n/translate";
import { toast } from "@/lib/toast";
import { TypeToggles } from "./dream-type-fields";

/**
 * The dream's types in its View dialog (docs/decisions/035-dream-types.md): a toggle saves at once;
 * the analyst's suggestions are marked, and 'Confirm' takes them all, 'Dismiss' none. Either way the
 * choice is the user's from then on. Its vividness, when set, below.
 */
export function DreamTypesPanel({ dream }: { dream: Dream }) {
  const update = useUpdateDream();
  const save = (types: DreamType[]) =>
    update.mutate(
      { id: dream.id, input: { types } },
      {
        onSuccess: () => toast.success(t("dreams.typesSaved")),
        onError: (error) => toast.error(t("dreams.errorTitle"), { description: error.message }),
      },
    );
  return (
    <div className="grid gap-3 rounded-xl border border-border p-3">
      <TypeToggles
        value={dream.types}
        suggested={dream.suggestedTypes}
        disabled={update.isPending}
        onChange={save}
      >
        <Button
          size="sm"
          variant="secondary"
          disabled={update.isPending}
          onClick={() => save(orderedTypes([...dream.types, ...dream.suggestedTypes]))}
        >
          {t("dreams.confirmSuggested")}
        </Button>
        <Button size="sm" variant="ghost" disabled={update.isPending} onClick={() => save(dream.types)}>
          {t("dreams.dismissSuggested")}
        </Button>
      </TypeToggles>
      {dream.vividness !== null && (
        <p className="text-base text-muted-foreground">
          {t("dreams.vividnessValue", { value: dream.vividness })}
        </p>
      )}
    </div>
  );
}
