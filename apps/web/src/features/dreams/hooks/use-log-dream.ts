import { DREAM_MESSAGES, type Dream } from "@somnia/shared/dreams";
import { useState } from "react";
import { useCreateDream } from "@/api/dreams";
import { isApiError, networkError } from "@/lib/api-client";
import { sharedMessage, t } from "@/lib/i18n/translate";
import { toast } from "@/lib/toast";
import { errorMessage } from "@/lib/utils";
import type { DreamFormValues } from "../utils/dream-form-schemas";

const isOffline = () => typeof navigator !== "undefined" && navigator.onLine === false;

function showSaveError(error: unknown) {
  if (isApiError(error, "NETWORK_ERROR")) {
    toast.error(t("dreams.offlineKept"));
  } else if (isApiError(error) && error.status === 401) {
    toast.error(t("dreams.authRequired"), { description: t("dreams.authRequiredDescription") });
  } else {
    toast.error(t("dreams.errorTitle"), { description: errorMessage(error, t("dreams.saveFailed")) });
  }
}

/** Saving from the Log Dream card (docs/product.md, 'My Dreams'), with its toasts. */
export function useLogDream(onSaved: (dream: Dream) => void) {
  const remembered = useCreateDream();
  const forgotten = useCreateDream();
  /** A save was refused for the plan's monthly limit: the card offers Plus. */
  const [limitReached, setLimitReached] = useState(false);

  /** True once saved; false with the reason told (offline: the draft stays on the device). */
  const saveDream = async (values: DreamFormValues): Promise<boolean> => {
    if (isOffline()) {
      showSaveError(networkError());
      return false;
    }
    const title = values.title.trim();
    if (!title)
      toast.info(t("dreams.generatingTitle"), { description: t("dreams.generatingTitleDescription") });
    try {
      const dream = await remembered.mutateAsync({
        title: title || null,
        content: values.content,
        dreamDate: values.dreamDate,
        tags: values.tags,
        // Types left alone are the analyst's to suggest (docs/decisions/035-dream-types.md).
        ...(values.types.length > 0 ? { types: values.types } : {}),
        ...(values.vividness !== null ? { vividness: values.vividness } : {}),
      });
      onSaved(dream);
      return true;
    } catch (error) {
      showSaveError(error);
      if (isApiError(error, "PLAN_LIMIT_REACHED")) setLimitReached(true);
      return false;
    }
  };

  const saveNotRemembered = async (dreamDate: string) => {
    if (!dreamDate) {
      toast.error(t("dreams.errorTitle"), { description: sharedMessage(DREAM_MESSAGES.invalidDate) });
      return;
    }
    try {
      await forgotten.mutateAsync({ notRemembered: true, dreamDate });
      toast.success(t("dreams.notRememberedSaved"));
    } catch (error) {
      showSaveError(error);
    }
  };

  return {
    limitReached,
    saveDream,
    saveNotRemembered,
    isSaving: remembered.isPending,
    isSavingNotRemembered: forgotten.isPending,
  };
}
