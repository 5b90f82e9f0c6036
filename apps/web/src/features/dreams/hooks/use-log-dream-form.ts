import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { useSession } from "@/lib/auth-client";
import { today, toIsoDate } from "@/lib/dates";
import { clearDraft, readDraft, writeDraft } from "@/lib/dream-draft";
import { type DreamFormValues, dreamFormSchema } from "../utils/dream-form-schemas";
import { useContentDictation } from "./use-dictation";

const emptyForm = (): DreamFormValues => ({
  title: "",
  content: "",
  dreamDate: toIsoDate(today()),
  tags: [],
  types: [],
  vividness: null,
});

/**
 * The Log Dream card's form, never losing what is typed: it opens on the signed-in user's draft
 * (src/lib/dream-draft.ts) and keeps every change there; `resetAfterSave()` empties the form and
 * forgets the draft once the dream is saved. The text can be dictated (./use-dictation.ts): the
 * dictated words are form values like typed ones, so the draft keeps them too.
 */
export function useLogDreamForm() {
  const userId = useSession().data?.user.id;
  // The draft keeps what is typed; the types and vividness are quick to set again.
  const [initialValues] = useState(() => ({ ...emptyForm(), ...(userId ? readDraft(userId) : null) }));
  const form = useForm<DreamFormValues>({
    resolver: zodResolver(dreamFormSchema),
    mode: "onSubmit",
    reValidateMode: "onChange",
    defaultValues: initialValues,
  });

  useEffect(() => {
    if (!userId) return;
    const subscription = form.watch((values) => writeDraft(userId, values));
    return () => subscription.unsubscribe();
  }, [form, userId]);

  const { dictation, contentField } = useContentDictation(form);

  const resetAfterSave = () => {
    dictation.cancel();
    form.reset(emptyForm());
    if (userId) clearDraft(userId);
  };
  return { form, contentField, dictation, resetAfterSave };
}
