import { DREAM_MESSAGES, type Dream } from "@somnia/shared/dreams";
import { toast } from "sonner";
import { isApiError } from "@/lib/api-client";
import { errorMessage } from "@/lib/utils";
import { useCreateDream } from "../api/create-dream";
import { DREAMS_STRINGS as S } from "../strings";
import type { DreamFormValues } from "../utils/dream-form-schemas";

function showSaveError(error: unknown) {
  if (isApiError(error) && error.status === 401) {
    toast.error(S.authRequired, { description: S.authRequiredDescription });
  } else {
    toast.error(S.errorTitle, { description: errorMessage(error, S.saveFailed) });
  }
}

/** Saving from the Log Dream card (spec §4 'Saving a dream'), with its toasts. */
export function useLogDream(onSaved: (dream: Dream) => void) {
  const remembered = useCreateDream();
  const forgotten = useCreateDream();

  const saveDream = async (values: DreamFormValues): Promise<boolean> => {
    const title = values.title.trim();
    if (!title) toast.info(S.generatingTitle, { description: S.generatingTitleDescription });
    try {
      const dream = await remembered.mutateAsync({
        title: title || null,
        content: values.content,
        dreamDate: values.dreamDate,
        tags: values.tags,
      });
      onSaved(dream);
      return true;
    } catch (error) {
      showSaveError(error);
      return false;
    }
  };

  const saveNotRemembered = async (dreamDate: string) => {
    if (!dreamDate) {
      toast.error(S.errorTitle, { description: DREAM_MESSAGES.invalidDate });
      return;
    }
    try {
      await forgotten.mutateAsync({ notRemembered: true, dreamDate });
      toast.success(S.notRememberedSaved);
    } catch (error) {
      showSaveError(error);
    }
  };

  return {
    saveDream,
    saveNotRemembered,
    isSaving: remembered.isPending,
    isSavingNotRemembered: forgotten.isPending,
  };
}
