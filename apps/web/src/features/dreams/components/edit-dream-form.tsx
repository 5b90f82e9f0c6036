import type { Dream } from "@somnia/shared/dreams";
import type { FormEvent } from "react";
import { Controller, useForm } from "react-hook-form";
import { useUpdateDream } from "@/api/dreams";
import { Button } from "@/components/ui/button";
import { FieldError, FormField } from "@/components/ui/form-field";
import { Input, Textarea } from "@/components/ui/input";
import { fromIsoDate, toIsoDate } from "@/lib/dates";
import { t } from "@/lib/i18n/translate";
import { toast } from "@/lib/toast";
import { errorMessage } from "@/lib/utils";
import { useContentDictation } from "../hooks/use-dictation";
import { dreamFormResolver } from "../utils/dream-form-resolver";
import type { DreamFormValues } from "../utils/dream-form-schemas";
import { DatePicker } from "./date-picker";
import { DictationButton } from "./dictation-button";
import { TypeToggles, VividnessField } from "./dream-type-fields";
import { TagEditor } from "./tag-editor";

/**
 * Edit mode of the Dream Content dialog: title, text (which can be dictated), date, tags, types (the
 * analyst's suggestions marked) and vividness, checked by the API's schema; Save and Cancel always in sight. Dictation stops on Save, Cancel or close.
 */
export function EditDreamForm({ dream, onDone }: { dream: Dream; onDone: () => void }) {
  const form = useForm<DreamFormValues>({
    resolver: dreamFormResolver,
    mode: "onSubmit",
    reValidateMode: "onChange",
    defaultValues: {
      title: dream.title ?? "",
      content: dream.content,
      dreamDate: dream.dreamDate,
      tags: dream.tags ?? [],
      types: dream.types,
      vividness: dream.vividness,
    },
  });
  const { dictation, contentField } = useContentDictation(form);
  const update = useUpdateDream();
  const { errors } = form.formState;

  const save = form.handleSubmit(async ({ types, ...values }) => {
    // Types sent only when changed: untouched, the analyst's suggestions stay open (decision 035).
    const typesChanged = types.join() !== dream.types.join();
    try {
      await update.mutateAsync({
        id: dream.id,
        input: { ...values, title: values.title.trim() || null, ...(typesChanged ? { types } : {}) },
      });
    } catch (error) {
      toast.error(t("dreams.errorTitle"), { description: errorMessage(error) });
      return;
    }
    toast.success(t("dreams.updated"));
    onDone();
  });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    dictation.cancel();
    return save(event);
  };

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
      <FormField label={t("dreams.editTitleLabel")} error={errors.title?.message}>
        <Input
          autoComplete="off"
          placeholder={t("dreams.editTitleHint")}
          data-autofocus
          {...form.register("title")}
        />
      </FormField>
      <div className="grid gap-2">
        <FormField label={t("dreams.editContentLabel")} error={errors.content?.message}>
          <Textarea className="min-h-48 text-base leading-[1.6]" {...contentField} />
        </FormField>
        <DictationButton dictation={dictation} />
      </div>
      <Controller
        control={form.control}
        name="dreamDate"
        render={({ field, fieldState }) => (
          <div className="grid gap-1.5">
            <DatePicker
              label={t("dreams.dateLabel")}
              value={field.value ? fromIsoDate(field.value) : undefined}
              onChange={(date) => field.onChange(date ? toIsoDate(date) : "")}
            />
            {fieldState.error?.message && (
              <FieldError id={`${dream.id}-date-error`}>{fieldState.error.message}</FieldError>
            )}
          </div>
        )}
      />
      <Controller
        control={form.control}
        name="tags"
        render={({ field }) => <TagEditor tags={field.value} onChange={field.onChange} />}
      />
      <Controller
        control={form.control}
        name="types"
        render={({ field }) => (
          <TypeToggles value={field.value} onChange={field.onChange} suggested={dream.suggestedTypes} />
        )}
      />
      <Controller
        control={form.control}
        name="vividness"
        render={({ field }) => <VividnessField value={field.value} onChange={field.onChange} />}
      />
      {/* Kept in sight at the foot of the dialog while the form above it scrolls. */}
      <div className="sticky bottom-0 -mx-6 -mb-6 flex flex-wrap justify-end gap-2 border-t border-border bg-card px-6 py-4">
        <Button type="button" variant="outline" onClick={onDone}>
          {t("dreams.cancel")}
        </Button>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? t("dreams.savingChanges") : t("dreams.saveChanges")}
        </Button>
      </div>
    </form>
  );
}
