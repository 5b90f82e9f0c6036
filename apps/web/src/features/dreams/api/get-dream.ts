import type { Dream } from "@somnia/shared/dreams";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { dreamsQueryKey } from "./list-dreams";

/** GET /api/dreams/:id: one of the caller's dreams (404 NOT_FOUND for anyone else's or a deleted one). */
export function getDream(id: string): Promise<Dream> {
  return api.get<Dream>(`/api/dreams/${encodeURIComponent(id)}`);
}

export const getDreamQueryOptions = (id: string) =>
  queryOptions({ queryKey: [...dreamsQueryKey, "detail", id], queryFn: () => getDream(id) });

export function useDream(id: string | null) {
  return useQuery({ ...getDreamQueryOptions(id ?? ""), enabled: id !== null });
}
