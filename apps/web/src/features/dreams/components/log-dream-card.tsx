import { zodResolver } from "@hookform/resolvers/zod";
import { DREAM_MESSAGES, type Dream } from "@somnia/shared/dreams";
import { Controller, type FieldErrors, useForm } from "react-hook-form";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { FormField } from "@/components/ui/form-field";
import { Input, Textarea } from "@/components/ui/input";
import { useLogDream } from "../hooks/use-log-dream";
import { DREAMS_STRINGS as S } from "../strings";
import { fromIsoDate, today, toIsoDate } from "../utils/dream-dates";
import { type DreamFormValues, dreamFormSchema } from "../utils/dream-form-schemas";
import { DatePicker } from "./date-picker";
import { TagEditor } from "./tag-editor";

const emptyForm = (): DreamFormValues => ({
  title: "",
  content: "",
  dreamDate: toIsoDate(today()),
  tags: [],
});

/** A problem with the text or the date is told in a toast (spec §5); nothing is saved. */
function onInvalid(errors: FieldErrors<DreamFormValues>) {
  const message = errors.content?.message ?? errors.dreamDate?.message ?? errors.tags?.message;
  if (!message) return;
  if (message === DREAM_MESSAGES.emptyContent) {
    toast.error(DREAM_MESSAGES.emptyContentTitle, { description: message });
  } else {
    toast.error(S.errorTitle, { description: message });
  }
}

/** The Log Dream card (spec §2): date, optional title, description, 'I don't remember', tags, save. */
export function LogDreamCard({ onSaved }: { onSaved: (dream: Dream) => void }) {
  const form = useForm<DreamFormValues>({
    resolver: zodResolver(dreamFormSchema),
    mode: "onSubmit",
    reValidateMode: "onChange",
    defaultValues: emptyForm(),
  });
  const { saveDream, saveNotRemembered, isSaving, isSavingNotRemembered } = useLogDream(onSaved);
  const busy = isSaving || isSavingNotRemembered;

  const onSubmit = form.handleSubmit(async (values) => {
    if (await saveDream(values)) form.reset(emptyForm());
  }, onInvalid);

  return (
    <Card>
      <CardHeader>
        <CardTitle>{S.logCardTitle}</CardTitle>
        <CardDescription>{S.logCardSubtitle}</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={onSubmit} className="grid gap-5">
          <div className="flex flex-wrap items-end gap-3">
            <Controller
              control={form.control}
              name="dreamDate"
              render={({ field }) => (
                <DatePicker
                  label={S.dateLabel}
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
              {S.notRemembered}
            </Button>
          </div>
          <FormField label={S.titleLabel} error={form.formState.errors.title?.message}>
            <Input placeholder={S.titlePlaceholder} autoComplete="off" {...form.register("title")} />
          </FormField>
          <FormField label={S.contentLabel}>
            <Textarea
              className="min-h-44 text-base leading-[1.6]"
              placeholder={S.contentPlaceholder}
              {...form.register("content")}
            />
          </FormField>
          <Controller
            control={form.control}
            name="tags"
            render={({ field }) => <TagEditor tags={field.value} onChange={field.onChange} />}
          />
          <Button type="submit" size="lg" disabled={busy} className="w-full sm:w-auto sm:justify-self-start">
            {isSaving ? S.saving : isSavingNotRemembered ? S.savingParent : S.save}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
