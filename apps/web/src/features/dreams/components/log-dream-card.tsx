import { DREAM_MESSAGES } from "@somnia/shared/dream-constants";
import type { Dream } from "@somnia/shared/dreams";
import { type FormEvent, useEffect, useRef } from "react";
import { Controller, type FieldErrors, useWatch } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { FormField } from "@/components/ui/form-field";
import { Input, Textarea } from "@/components/ui/input";
import { fromIsoDate, toIsoDate } from "@/lib/dates";
import { messageText, t } from "@/lib/i18n/translate";
import { toast } from "@/lib/toast";
import { useLogDream } from "../hooks/use-log-dream";
import { preloadDreamFormCheck, useLogDreamForm } from "../hooks/use-log-dream-form";
import type { DreamFormValues } from "../utils/dream-form-schemas";
import { DatePicker } from "./date-picker";
import { DictationButton } from "./dictation-button";
import { DraftNotice } from "./draft-notice";
import { TypeToggles, VividnessField } from "./dream-type-fields";
import { PlanLimitNotice } from "./plan-limit-notice";
import { TagEditor } from "./tag-editor";

/** A problem with the text or the date is told in a toast; nothing is saved. */
function onInvalid(errors: FieldErrors<DreamFormValues>) {
  const message = errors.content?.message ?? errors.dreamDate?.message ?? errors.tags?.message;
  if (!message) return;
  if (message === DREAM_MESSAGES.emptyContent) {
    toast.error(t("dreams.emptyContentTitle"), { description: messageText(message) });
  } else {
    toast.error(t("dreams.errorTitle"), { description: messageText(message) });
  }
}

/**
 * The Log Dream card (docs/product.md): date, optional title, text, 'I don't remember', tags, the
 * dream's types and vividness (left alone, the analyst suggests types), save; 'Dictate' under the
 * text where the browser recognises speech. What is typed is kept on the device until it is saved
 * (../hooks/use-log-dream-form.ts), and a draft that came back says so, with 'Discard draft'. A
 * limit of the plan is said above Save (../hooks/use-log-dream.ts).
 */
export function LogDreamCard({
  onSaved,
  focusRequest = 0,
}: {
  onSaved: (dream: Dream) => void;
  /** Above 0, the text takes the focus when the card is shown, and again each time it grows. */
  focusRequest?: number;
}) {
  const card = useLogDreamForm();
  const { form, contentField, dictation } = card;
  const logging = useLogDream(onSaved);
  const { isSaving, isSavingNotRemembered } = logging;
  const dreamDate = useWatch({ control: form.control, name: "dreamDate" });
  const busy = isSaving || isSavingNotRemembered || form.formState.isSubmitting;
  // A save the month's limit stopped: the notice above Save takes the focus, so it is seen and heard.
  const limitNotice = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (logging.stops > 0) limitNotice.current?.focus();
  }, [logging.stops]);

  useEffect(() => {
    if (focusRequest > 0) form.setFocus("content");
  }, [focusRequest, form]);

  const save = form.handleSubmit(async (values) => {
    if ((await logging.saveDream(values)) === "saved") card.reset();
    else card.keptAsDraft();
  }, onInvalid);
  // Dictation stops when the dream is saved: the words already in the text are what is saved.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    dictation.cancel();
    card.refreshDate();
    return save(event);
  };
  const onNotRemembered = async () => {
    card.refreshDate();
    const outcome = await logging.saveNotRemembered(form.getValues("dreamDate"));
    if (outcome === "saved") card.afterNotRemembered();
    else if (outcome === "offline") {
      card.markNotRemembered(true);
      card.keptAsDraft();
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("dreams.logCardTitle")}</CardTitle>
        <CardDescription>{t("dreams.logCardSubtitle")}</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={onSubmit} onFocus={preloadDreamFormCheck} className="grid gap-5">
          {card.draftShown && (
            <DraftNotice dreamDate={dreamDate} notRemembered={card.notRemembered} onDiscard={card.reset} />
          )}
          <div className="flex flex-wrap items-end gap-3">
            <Controller
              control={form.control}
              name="dreamDate"
              render={({ field }) => (
                <DatePicker
                  label={t("dreams.dateLabel")}
                  value={field.value ? fromIsoDate(field.value) : undefined}
                  onChange={(date) => card.chooseDate(date ? toIsoDate(date) : "")}
                />
              )}
            />
            <Button type="button" variant="outline" disabled={busy} onClick={onNotRemembered}>
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
          <PlanLimitNotice ref={limitNotice} notice={logging.notice} allowance={logging.allowance} />
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
