import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, read } from "./client";

export const sessionKeys = { all: ["sessions"] as const };

/** GET /api/me/sessions: the browsers signed in to the account, this one marked; never a token. */
export const sessionsQueryOptions = () =>
  queryOptions({ queryKey: sessionKeys.all, queryFn: () => read(api.me.sessions.$get()) });

export function useSessions() {
  return useQuery(sessionsQueryOptions());
}

function useSessionMutation<I, O>(mutationFn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionKeys.all }),
  });
}

/** DELETE /api/me/sessions/:id: signs one browser out; its next request is refused. */
export const useEndSession = () =>
  useSessionMutation((id: string) => read(api.me.sessions[":id"].$delete({ param: { id } })));

/** DELETE /api/me/sessions: signs out every browser but this one. */
export const useEndOtherSessions = () => useSessionMutation(() => read(api.me.sessions.$delete()));
