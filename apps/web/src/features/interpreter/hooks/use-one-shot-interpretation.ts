import type { Dream } from "@somnia/shared/dreams";
import { useState } from "react";
import { useCreateInterpretation } from "@/api/interpretations";
import { isApiError } from "@/lib/api-client";
import { t } from "@/lib/i18n/translate";
import { toast } from "@/lib/toast";

/** The server's message when it told us what went wrong (an AI failure, a refusal), else the fixed one. */
export function interpretFailure(error: unknown): string {
  return isApiError(error) && error.code !== "INTERNAL" ? error.message : t("interpreter.interpretFailed");
}

/** The Interpretation tab's reading: which dream, the streamed text, its toasts. */
export function useOneShotInterpretation() {
  const [dream, setDream] = useState<Dream | null>(null);
  const create = useCreateInterpretation();
  const interpret = (chosen: Dream) => {
    setDream(chosen);
    create.mutate(chosen.id, {
      onSuccess: () =>
        toast.success(t("interpreter.successTitle"), { description: t("interpreter.successDescription") }),
      onError: (error) => {
        if (error instanceof DOMException && error.name === "AbortError") return;
        toast.error(t("interpreter.errorTitle"), { description: interpretFailure(error) });
      },
    });
  };
  const latest = create.data?.dreamId === dream?.id ? create.data : undefined;
  return { dream, interpret, interpreting: create.isPending, streamed: create.streamed, latest };
}
