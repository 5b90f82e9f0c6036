import type { DreamDetections, UpdateDetectionsInput } from "@somnia/shared/detections";
import type { Dream, DreamPage } from "@somnia/shared/dreams";
import type { InfiniteData } from "@tanstack/react-query";

export const NO_DETECTIONS: DreamDetections = { emotions: [], symbols: [], edited: false };

/** The request that stores `detections` as the dream's whole set of chips. */
export function toUpdateInput({ emotions, symbols }: DreamDetections): UpdateDetectionsInput {
  return {
    emotions: emotions.map(({ emotion, who, whoName, evidence, when }) => ({
      emotion,
      who,
      whoName,
      evidence,
      when,
    })),
    symbols: symbols.map(({ symbol, evidence }) => ({ symbol, evidence })),
  };
}

const isPages = (data: unknown): data is InfiniteData<DreamPage> =>
  typeof data === "object" && data !== null && "pages" in data;
const isDream = (data: unknown): data is Dream => typeof data === "object" && data !== null && "id" in data;

/** A cached dream or list page with one dream's chips replaced; anything else as it was. */
export function withDetections<T>(data: T, id: string, detections: DreamDetections): T {
  const patch = (dream: Dream) => (dream.id === id ? { ...dream, detections } : dream);
  if (isPages(data))
    return { ...data, pages: data.pages.map((page) => ({ ...page, items: page.items.map(patch) })) };
  if (isDream(data)) return patch(data) as T;
  return data;
}
