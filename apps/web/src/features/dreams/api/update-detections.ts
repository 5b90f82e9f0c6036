import type { DreamDetections } from "@somnia/shared/detections";
import type { Dream } from "@somnia/shared/dreams";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import { api } from "@/lib/api-client";
import { errorMessage } from "@/lib/utils";
import { DREAMS_STRINGS as S } from "../strings";
import { toUpdateInput, withDetections } from "../utils/detections";
import { dreamsQueryKey } from "./list-dreams";

type UpdateDetections = { id: string; detections: DreamDetections };

/** PATCH /api/dreams/:id/detections: the dream's whole new set of chips; replies with the dream. */
export function updateDetections({ id, detections }: UpdateDetections): Promise<Dream> {
  return api.patch<Dream>(`/api/dreams/${encodeURIComponent(id)}/detections`, toUpdateInput(detections));
}

const mutationKey = [...dreamsQueryKey, "detections"] as const;

/** Shown at once in every cached copy of the dream; put back, with an error toast, if the save fails. */
export function useUpdateDetections() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey,
    mutationFn: updateDetections,
    onMutate: async ({ id, detections }) => {
      await queryClient.cancelQueries({ queryKey: dreamsQueryKey });
      const previous = queryClient.getQueriesData({ queryKey: dreamsQueryKey });
      queryClient.setQueriesData({ queryKey: dreamsQueryKey }, (data) =>
        withDetections(data, id, detections),
      );
      return { previous };
    },
    onError: (error, _, context) => {
      for (const [key, data] of context?.previous ?? []) queryClient.setQueryData(key, data);
      toast.error(S.detectionsSaveFailed, { description: errorMessage(error) });
    },
    onSettled: async () => {
      // Refetch once the last of quick successive edits is done (lists filtered by a chip change).
      if (queryClient.isMutating({ mutationKey }) === 1)
        await queryClient.invalidateQueries({ queryKey: dreamsQueryKey });
    },
  });
}
