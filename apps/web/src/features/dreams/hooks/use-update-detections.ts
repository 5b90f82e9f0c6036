import type { DreamDetections } from "@somnia/shared/detections";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { dreamKeys, updateDetections } from "@/api/dreams";
import { t } from "@/lib/i18n/translate";
import { toast } from "@/lib/toast";
import { errorMessage } from "@/lib/utils";
import { toUpdateInput, withDetections } from "../utils/detections";

type UpdateDetections = { id: string; detections: DreamDetections };

/** A dream's new set of chips, shown at once in every cached copy; put back, with an error toast, if the save fails. */
export function useUpdateDetections() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: dreamKeys.detectionEdits(),
    mutationFn: ({ id, detections }: UpdateDetections) => updateDetections(id, toUpdateInput(detections)),
    onMutate: async ({ id, detections }) => {
      await queryClient.cancelQueries({ queryKey: dreamKeys.all });
      const previous = queryClient.getQueriesData({ queryKey: dreamKeys.all });
      queryClient.setQueriesData({ queryKey: dreamKeys.all }, (data) => withDetections(data, id, detections));
      return { previous };
    },
    onError: (error, _, context) => {
      for (const [key, data] of context?.previous ?? []) queryClient.setQueryData(key, data);
      toast.error(t("dreams.detectionsSaveFailed"), { description: errorMessage(error) });
    },
    onSettled: async () => {
      // Refetch once the last of quick successive edits is done (lists filtered by a chip change).
      if (queryClient.isMutating({ mutationKey: dreamKeys.detectionEdits() }) === 1)
        await queryClient.invalidateQueries({ queryKey: dreamKeys.all });
    },
  });
}
