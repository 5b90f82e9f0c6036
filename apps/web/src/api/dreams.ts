import type { UpdateDetectionsInput } from "@somnia/shared/detections";
import type { CreateDreamInput, UpdateDreamInput } from "@somnia/shared/dreams";
import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import type { InferRequestType } from "hono/client";
import { api, read } from "./client";

type DreamsQuery = NonNullable<InferRequestType<typeof api.dreams.$get>["query"]>;
/** Search, tag, emotion and symbol chips, type, analysed only: what GET /api/dreams filters on. */
export type DreamFilters = Omit<DreamsQuery, "cursor">;

/**
 * Every dream query sits under `dreamKeys.all`: invalidating it refreshes lists, single dreams and
 * the filters' counts (live events do on every dream change). The vocabulary is fixed, so it stays
 * outside.
 */
export const dreamKeys = {
  all: ["dreams"] as const,
  list: (filters: DreamFilters) => [...dreamKeys.all, "list", filters] as const,
  detail: (id: string) => [...dreamKeys.all, "detail", id] as const,
  facets: () => [...dreamKeys.all, "facets"] as const,
  vocabulary: ["dream-vocabulary"] as const,
  /** The mutation key of chip edits, to tell when the last of quick successive edits is done. */
  detectionEdits: () => [...dreamKeys.all, "detections"] as const,
};

/** Blank filters are no filters: the same search has one key however it was typed. */
function normalized({ q, tag, emotion, symbol, type, analyzed }: DreamFilters): DreamFilters {
  return {
    q: q?.trim() || undefined,
    tag: tag || undefined,
    emotion: emotion || undefined,
    symbol: symbol || undefined,
    type: type || undefined,
    analyzed: analyzed || undefined,
  };
}

/** GET /api/dreams: pages of remembered dreams, newest dream date first. */
export const dreamsQueryOptions = (filters: DreamFilters = {}) => {
  const query = normalized(filters);
  return infiniteQueryOptions({
    queryKey: dreamKeys.list(query),
    queryFn: ({ pageParam }) => read(api.dreams.$get({ query: { ...query, cursor: pageParam } })),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
  });
};

/** While a new search loads, the previous results stay on screen. */
export function useDreams(filters: DreamFilters = {}) {
  return useInfiniteQuery({ ...dreamsQueryOptions(filters), placeholderData: keepPreviousData });
}

/** GET /api/dreams/:id: one of the caller's dreams (404 NOT_FOUND for anyone else's or a deleted one). */
export const getDream = (id: string) => read(api.dreams[":id"].$get({ param: { id } }));

export function useDream(id: string | null) {
  return useQuery({
    queryKey: dreamKeys.detail(id ?? ""),
    queryFn: () => getDream(id ?? ""),
    enabled: id !== null,
  });
}

/** GET /api/dreams/vocabulary: the emotions and symbols a chip can be; fixed for the life of the server. */
export function useVocabulary() {
  return useQuery(
    queryOptions({
      queryKey: dreamKeys.vocabulary,
      queryFn: () => read(api.dreams.vocabulary.$get()),
      staleTime: Number.POSITIVE_INFINITY,
    }),
  );
}

/**
 * GET /api/dreams/facets: the tags, emotions and symbols on the caller's dreams, each with its
 * number of dreams, most used first: what the list's filters offer.
 */
export function useDreamFacets() {
  return useQuery({ queryKey: dreamKeys.facets(), queryFn: () => read(api.dreams.facets.$get()) });
}

/** A saved dream replaces its cached copy; every list refreshes. */
function useDreamMutation<I>(mutationFn: (input: I) => ReturnType<typeof getDream>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async (dream) => {
      queryClient.setQueryData(dreamKeys.detail(dream.id), dream);
      await queryClient.invalidateQueries({ queryKey: dreamKeys.all });
    },
  });
}

/** POST /api/dreams: a remembered dream (title generated when empty) or an "I don't remember" entry. */
export const useCreateDream = () =>
  useDreamMutation((input: CreateDreamInput) => read(api.dreams.$post({ json: input })));

/** PATCH /api/dreams/:id: title (empty = generate again), text, date, tags, types, vividness, kept out of AI memory. */
export const useUpdateDream = () =>
  useDreamMutation(({ id, input }: { id: string; input: UpdateDreamInput }) =>
    read(api.dreams[":id"].$patch({ param: { id }, json: input })),
  );

/** PATCH /api/dreams/:id/detections: the dream's whole new set of chips; answers the dream. */
export const updateDetections = (id: string, input: UpdateDetectionsInput) =>
  read(api.dreams[":id"].detections.$patch({ param: { id }, json: input }));

/** DELETE /api/dreams/:id (204). */
export function useDeleteDream() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => read(api.dreams[":id"].$delete({ param: { id } })),
    onSuccess: async (_, id) => {
      queryClient.removeQueries({ queryKey: dreamKeys.detail(id) });
      await queryClient.invalidateQueries({ queryKey: dreamKeys.all });
    },
  });
}
