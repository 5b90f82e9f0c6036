import type { Vocabulary } from "@somnia/shared/detections";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

/** GET /api/dreams/vocabulary: the emotions and lexicon symbols a user can add as chips. */
export function getVocabulary(): Promise<Vocabulary> {
  return api.get<Vocabulary>("/api/dreams/vocabulary");
}

/** Fixed for the life of the server: fetched once. Outside the dreams key, so dream changes leave it be. */
export const getVocabularyQueryOptions = () =>
  queryOptions({
    queryKey: ["dream-vocabulary"],
    queryFn: getVocabulary,
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useVocabulary() {
  return useQuery(getVocabularyQueryOptions());
}
