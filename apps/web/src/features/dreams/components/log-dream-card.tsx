import { DREAM_MESSAGES, type Dream } from "@somnia/shared/dreams";
import type { FormEvent } from "react";
import { Controller, type FieldErrors } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { FormField } from "@/components/ui/form-field";
import { Input, Textarea } from "@/components/ui/input";
import { UpgradeOffer } from "@/components/upgrade-offer";
import { fromIsoDate, toIsoDate } from "@/lib/dates";
import { sharedMessage, t } from "@/lib/i18n/translate";
import { toast } from "@/lib/toast";
import { useLogDream } from "../hooks/use-log-dream";
import { useLogDreamForm } from "../hooks/use-log-dream-form";
import type { DreamFormValues } from "../utils/dream-form-schemas";
import { DatePicker } from "./date-picker";
import { DictationButton } from "./dictation-button";
import { TypeToggles, VividnessField } from "./dream-type-fields";
import { TagEditor } from "./tag-editor";

/** A problem with the text or the date is told in a toast; nothing is saved. */
function onInvalid(errors: FieldErrors<DreamFormValues>) {
  const message = errors.content?.message ?? errors.dreamDate?.message ?? errors.tags?.message;
  if (!message) return;
  if (message === DREAM_MESSAGES.emptyContent) {
    toast.error(t("dreams.emptyContentTitle"), { description: sharedMessage(message) });
  } else {
    toast.error(t("dreams.errorTitle"), { description: sharedMessage(message) });
  }
}

/**
 * The Log Dream card (docs/product.md): date, optional title, text, 'I don't remember', tags, the
 * dream's types and vividness (left alone, the analyst suggests types), save;
 * 'Upgrade to Plus' once a save is refused for the plan's limit; 'Dictate' under the text where the
 * browser recognises speech. What is typed is kept on the device until it is saved
 * (../hooks/use-log-dream-form.ts).
 */
export function LogDreamCard({
  onSaved,
  focusText = false,
}: {
  onSaved: (dream: Dream) => void;
  focusText?: boolean;
}) {
  const { form, contentField, dictation, resetAfterSave } = useLogDreamForm();
  const { saveDream, saveNotRemembered, isSaving, isSavingNotRemembered, limitReached } =
    useLogDream(onSaved);
  const busy = isSaving || isSavingNotRemembered;

  const save = form.handleSubmit(async (values) => {
    if (await saveDream(values)) resetAfterSave();
  }, onInvalid);
  // Dictation stops when the dream is saved: the words already in the text are what is saved.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    dictation.cancel();
    return save(event);
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("dreams.logCardTitle")}</CardTitle>
        <CardDescription>{t("dreams.logCardSubtitle")}</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={onSubmit} className="grid gap-5">
          <div className="flex flex-wrap items-end gap-3">
            <Controller
              control={form.control}
              name="dreamDate"
              render={({ field }) => (
                <DatePicker
                  label={t("dreams.dateLabel")}
                  value={field.value ? fromIsoDate(field.value) : undefined}
                  onChange={(date) => field.onChange(date ? toIsoDate(date) : "")}
                />
              )}
            />
            <Button
              type="button"
              variant="outline"
              disabled={busy}
              onClick={() => saveNotRemembered(form.getValues("dreamDate"))}
            >
              {t("dreams.notRemembered")}
            </Button>
          </div>
          <FormField label={t("dreams.titleLabel")} error={form.formState.errors.title?.message}>
            <Input
              placeholder={t("dreams.titlePlaceholder")}
              autoComplete="off"
              {...form.register("title")}
            />
          </FormField>
          <div className="grid gap-2">
            <FormField label={t("dreams.contentLabel")}>
              <Textarea
                className="min-h-44 text-base leading-[1.6]"
                placeholder={t("dreams.contentPlaceholder")}
                autoFocus={focusText}
                {...contentField}
              />
            </FormField>
            <DictationButton dictation={dictation} />
          </div>
          <Controller
            control={form.control}
            name="tags"
            render={({ field }) => <TagEditor tags={field.value} onChange={field.onChange} />}
          />
          <Controller
            control={form.control}
            name="types"
            render={({ field }) => <TypeToggles value={field.value} onChange={field.onChange} />}
          />
          <Controller
            control={form.control}
            name="vividness"
            render={({ field }) => <VividnessField value={field.value} onChange={field.onChange} />}
          />
          {limitReached && <UpgradeOffer text={t("dreams.plusOffer")} />}
          <Button type="submit" size="lg" disabled={busy} className="w-full sm:w-auto sm:justify-self-start">
            {isSaving
              ? t("dreams.saving")
              : isSavingNotRemembered
                ? t("dreams.savingParent")
                : t("dreams.save")}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
