import type { Dream } from "@somnia/shared/dreams";
import { api } from "@/lib/api-client";

/** GET /api/dreams/:id: the chat reads the dream it is handed (a 404 is 'Could not find the specified dream'). */
export function getDream(dreamId: string): Promise<Dream> {
  return api.get<Dream>(`/api/dreams/${encodeURIComponent(dreamId)}`);
}
