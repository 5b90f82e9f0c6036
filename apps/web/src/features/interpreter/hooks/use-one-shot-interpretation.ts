import type { Dream } from "@somnia/shared/dreams";
import { useState } from "react";
import { toast } from "sonner";
import { isApiError } from "@/lib/api-client";
import { useCreateInterpretation } from "../api/create-interpretation";
import { INTERPRETER_STRINGS as S } from "../strings";

/** The server's message when it told us what went wrong (an AI failure, a refusal), else the spec's. */
export function interpretFailure(error: unknown): string {
  return isApiError(error) && error.code !== "INTERNAL" ? error.message : S.interpretFailed;
}

/** The Interpretation tab's reading: which dream, the streamed text, the toasts of spec §8. */
export function useOneShotInterpretation() {
  const [dream, setDream] = useState<Dream | null>(null);
  const create = useCreateInterpretation();
  const interpret = (chosen: Dream) => {
    setDream(chosen);
    create.mutate(chosen.id, {
      onSuccess: () => toast.success(S.successTitle, { description: S.successDescription }),
      onError: (error) => {
        if (error instanceof DOMException && error.name === "AbortError") return;
        toast.error(S.errorTitle, { description: interpretFailure(error) });
      },
    });
  };
  const latest = create.data?.dreamId === dream?.id ? create.data : undefined;
  return { dream, interpret, interpreting: create.isPending, streamed: create.streamed, latest };
}
