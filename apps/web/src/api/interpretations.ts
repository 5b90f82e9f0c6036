import { interpretationStreamEventSchema } from "@somnia/shared/interpretation";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { postNdjson, type StreamRequest } from "@/lib/ndjson";
import { api, read } from "./client";

/** The readings of one dream: /api/dreams/:id/interpretations. */
const interpretations = api.dreams[":id"].interpretations;

export const interpretationKeys = {
  all: ["interpretations"] as const,
  ofDream: (dreamId: string) => [...interpretationKeys.all, dreamId] as const,
};

/** GET: the dream's earlier readings, newest first, with their sources. */
export function useInterpretations(dreamId: string | null) {
  return useQuery({
    queryKey: interpretationKeys.ofDream(dreamId ?? ""),
    queryFn: () => read(interpretations.$get({ param: { id: dreamId ?? "" } })),
    enabled: Boolean(dreamId),
  });
}

type StreamOptions = { onDelta?: (text: string) => void; signal?: AbortSignal };

/** POST, streamed: `onDelta` receives the reading as it is written; resolves with the stored one. */
export async function createInterpretation(dreamId: string, options: StreamOptions = {}) {
  const send = (request: StreamRequest) => interpretations.$post({ param: { id: dreamId } }, request);
  const { interpretation } = await postNdjson(send, interpretationStreamEventSchema, options);
  return interpretation;
}

/**
 * Starts a reading; `streamed` holds its text so far. A new start cancels the one still running.
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
      return createInterpretation(dreamId, { onDelta, signal: controller.signal });
    },
    onSuccess: (interpretation) =>
      queryClient.invalidateQueries({ queryKey: interpretationKeys.ofDream(interpretation.dreamId) }),
  });
  return { ...mutation, streamed };
}
