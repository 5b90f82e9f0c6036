import type { Dream } from "@somnia/shared/dreams";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

/** GET /api/dreams/:id: the analyzer shows the current dream's emotion and symbol chips. */
export function getDream(id: string): Promise<Dream> {
  return api.get<Dream>(`/api/dreams/${encodeURIComponent(id)}`);
}

/**
 * The journal's key for one dream (`["dreams", "detail", id]`): a chip edited in the View dialog
 * updates this copy too, and a dream change refreshes it.
 */
export const getDreamChipsQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ["dreams", "detail", id],
    queryFn: () => getDream(id),
    select: (dream) => dream.detections,
  });

export function useDreamChips(id: string | null) {
  return useQuery({ ...getDreamChipsQueryOptions(id ?? ""), enabled: id !== null });
}
