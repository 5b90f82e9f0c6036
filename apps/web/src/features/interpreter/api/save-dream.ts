import type { Dream } from "@somnia/shared/dreams";
import { format } from "date-fns";
import { api } from "@/lib/api-client";

/** POST /api/dreams: a dream pasted into the chat is saved first (dated today, title generated). */
export function saveDream(content: string): Promise<Dream> {
  return api.post<Dream>("/api/dreams", {
    title: null,
    content,
    dreamDate: format(new Date(), "yyyy-MM-dd"),
  });
}
