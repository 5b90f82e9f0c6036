import { zodResolver } from "@hookform/resolvers/zod";
import { type InfoType, saveMemorySchema } from "@somnia/shared/memory";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { useSaveMemory } from "@/api/memory";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Textarea } from "@/components/ui/input";
import type { MessageId } from "@/lib/i18n/message-id";
import { t } from "@/lib/i18n/translate";
import { toast } from "@/lib/toast";

const memoryFormSchema = z.object({ content: saveMemorySchema.shape.content });
type MemoryFormValues = z.infer<typeof memoryFormSchema>;

const COPY: Record<"personal" | "recurring_dreams", { label: MessageId; save: MessageId; saved: MessageId }> =
  {
    personal: {
      label: "profile.additionalInfo.personal",
      save: "profile.additionalInfo.savePersonal",
      saved: "profile.additionalInfo.personalSaved",
    },
    recurring_dreams: {
      label: "profile.additionalInfo.recurring",
      save: "profile.additionalInfo.saveRecurring",
      saved: "profile.additionalInfo.recurringSaved",
    },
  };

/** One kind of additional info: a text saved as the newest entry of its type ('Content cannot be empty'). */
export function MemoryForm({
  infoType,
  initial,
}: {
  infoType: Extract<InfoType, "personal" | "recurring_dreams">;
  initial: string;
}) {
  const save = useSaveMemory();
  const copy = COPY[infoType];
  const form = useForm<MemoryFormValues>({
    resolver: zodResolver(memoryFormSchema),
    mode: "onSubmit",
    reValidateMode: "onChange",
    defaultValues: { content: initial },
  });
  const onSubmit = form.handleSubmit(({ content }) =>
    save.mutate(
      { infoType, content },
      {
        onSuccess: (entry) => {
          form.reset({ content: entry.content });
          toast.success(t(copy.saved));
        },
        onError: (error) => {
          console.warn("Saving additional info failed", error);
          toast.error(t("profile.additionalInfo.saveError"));
        },
      },
    ),
  );
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-3">
      <FormField label={t(copy.label)} error={form.formState.errors.content?.message}>
        <Textarea rows={4} {...form.register("content")} />
      </FormField>
      <div className="flex justify-end">
        <Button type="submit" disabled={save.isPending}>
          {t(copy.save)}
        </Button>
      </div>
    </form>
  );
}
