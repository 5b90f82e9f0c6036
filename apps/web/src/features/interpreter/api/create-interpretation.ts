import {
  INTERPRETATION_STREAM_TYPE,
  type Interpretation,
  interpretationStreamEventSchema,
} from "@somnia/shared/interpretation";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { ApiError } from "@/lib/api-client";
import { postStream } from "../utils/post-stream";
import { interpretationsQueryKey } from "./list-interpretations";

/**
 * POST /api/dreams/:id/interpretations, streamed: `onDelta` receives the text as it is generated;
 * resolves with the stored reading, rejects with an ApiError carrying the server's message.
 */
export async function createInterpretation(
  dreamId: string,
  onDelta: (text: string) => void,
  signal?: AbortSignal,
): Promise<Interpretation> {
  const outcome: { result: Interpretation | null; failure: ApiError | null } = {
    result: null,
    failure: null,
  };
  await postStream(
    `/api/dreams/${encodeURIComponent(dreamId)}/interpretations`,
    INTERPRETATION_STREAM_TYPE,
    (line) => {
      const event = interpretationStreamEventSchema.parse(line);
      if (event.type === "delta") onDelta(event.text);
      else if (event.type === "interpretation") outcome.result = event.interpretation;
      else outcome.failure = new ApiError(event.error.code, 502, event.error.message);
    },
    signal,
  );
  if (outcome.failure) throw outcome.failure;
  if (!outcome.result) throw new ApiError("INTERNAL", 502, "The interpretation ended without a result");
  return outcome.result;
}

/**
 * Starts a reading; `streamed` holds the text so far. A new start cancels the one still running.
 * The dream's history is refreshed on success.
 */
export function useCreateInterpretation() {
  const queryClient = useQueryClient();
  const [streamed, setStreamed] = useState("");
  const running = useRef<AbortController | null>(null);
  const mutation = useMutation({
    mutationFn: (dreamId: string) => {
      running.current?.abort();
      const controller = new AbortController();
      running.current = controller;
      setStreamed("");
      const onDelta = (text: string) => {
        if (!controller.signal.aborted) setStreamed((previous) => previous + text);
      };
      return createInterpretation(dreamId, onDelta, controller.signal);
    },
    onSuccess: async (interpretation) => {
      await queryClient.invalidateQueries({ queryKey: interpretationsQueryKey(interpretation.dreamId) });
    },
  });
  return { ...mutation, streamed };
}
