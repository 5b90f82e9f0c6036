import { DREAM_MESSAGES } from "@somnia/shared/dream-constants";
import type { Dream } from "@somnia/shared/dreams";
import { useState } from "react";
import { useCreateDream } from "@/api/dreams";
import { isApiError, networkError } from "@/lib/api-client";
import { messageText, t } from "@/lib/i18n/translate";
import { toast } from "@/lib/toast";
import { errorMessage } from "@/lib/utils";
import type { DreamFormValues } from "../utils/dream-form-schemas";
import { usePlanAllowance } from "./use-plan-allowance";

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

/**
 * What the card says about the plan's limit, once, above Save: 'dreams' when this month's dreams
 * are used (nothing is sent), 'saved' when a dream was saved without its analysis (none left).
 */
export type LimitNotice = "dreams" | "saved" | null;

/** How a save ended: saved (analysed or not), or not saved and kept in the card ('kept'). */
type SaveOutcome = "saved" | "kept";

/**
 * Saving from the Log Dream card (docs/product.md, 'My Dreams'), with its toasts. Before a dream
 * is sent, the plan's allowance is read from the server: a dream the month has no room for is not
 * sent (no title is generated), and a dream saved without an analysis left does not start one;
 * the card says so instead (`notice`). `onSaved` opens the analyzer on a dream it can analyse.
 */
export function useLogDream(onSaved: (dream: Dream) => void) {
  const remembered = useCreateDream();
  const forgotten = useCreateDream();
  const plan = usePlanAllowance();
  const [limitNotice, setLimitNotice] = useState<LimitNotice>(null);
  /** How many saves the month's dream limit stopped: each one brings the notice to the user's attention. */
  const [stops, setStops] = useState(0);
  const stop = () => {
    setLimitNotice("dreams");
    setStops((count) => count + 1);
  };
  // Shown until the user acts again; with no dream left this month, the card says so from the start.
  const notice: LimitNotice = limitNotice ?? (plan.allowance?.dreamsLeft === 0 ? "dreams" : null);

  const saveDream = async (values: DreamFormValues): Promise<SaveOutcome> => {
    if (isOffline()) {
      showSaveError(networkError());
      return "kept";
    }
    const allowance = await plan.check();
    if (allowance?.dreamsLeft === 0) {
      stop();
      return "kept";
    }
    setLimitNotice(null);
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
      void plan.used();
      if (allowance?.analysesLeft === 0) setLimitNotice("saved");
      else onSaved(dream);
      return "saved";
    } catch (error) {
      // The month's dreams ran out meanwhile (another tab or device): the card says so, once.
      if (isApiError(error, "PLAN_LIMIT_REACHED")) {
        stop();
        void plan.used();
      } else showSaveError(error);
      return "kept";
    }
  };

  /** How an "I don't remember" ended; 'offline': not sent, it stays in the card's draft. */
  const saveNotRemembered = async (dreamDate: string): Promise<"saved" | "offline" | "failed"> => {
    if (!dreamDate) {
      toast.error(t("dreams.errorTitle"), { description: messageText(DREAM_MESSAGES.invalidDate) });
      return "failed";
    }
    try {
      await forgotten.mutateAsync({ notRemembered: true, dreamDate });
      toast.success(t("dreams.notRememberedSaved"));
      return "saved";
    } catch (error) {
      showSaveError(error);
      return isApiError(error, "NETWORK_ERROR") ? "offline" : "failed";
    }
  };

  return {
    notice,
    stops,
    allowance: plan.allowance,
    saveDream,
    saveNotRemembered,
    isSaving: remembered.isPending,
    isSavingNotRemembered: forgotten.isPending,
  };
}
