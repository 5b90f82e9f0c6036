import type { SaveMemoryInput } from "@somnia/shared/memory";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, read } from "./client";

export const memoryKeys = { all: ["memory"] as const };

/** GET /api/memory: what the interpreter knows (distilled info, personal info, recurring dreams), newest first. */
export const memoryQueryOptions = () =>
  queryOptions({ queryKey: memoryKeys.all, queryFn: () => read(api.memory.$get()) });

export function useMemory() {
  return useQuery(memoryQueryOptions());
}

/** Every memory change refreshes the list. */
function useMemoryMutation<I, O>(mutationFn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: memoryKeys.all }),
  });
}

/** POST /api/memory: updates the newest entry of that type, or inserts one. */
export const useSaveMemory = () =>
  useMemoryMutation((input: SaveMemoryInput) => read(api.memory.$post({ json: input })));

/** PUT /api/memory/:id: new content for one entry. */
export const useUpdateMemory = () =>
  useMemoryMutation(({ id, content }: { id: string; content: string }) =>
    read(api.memory[":id"].$put({ param: { id }, json: { content } })),
  );

/** DELETE /api/memory/:id */
export const useDeleteMemory = () =>
  useMemoryMutation((id: string) => read(api.memory[":id"].$delete({ param: { id } })));
