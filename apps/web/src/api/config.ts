import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, read } from "./client";

export const configKeys = { all: ["config"] as const };

/** GET /api/config: public facts (Google sign-in, support address, AI provider); fixed while the server runs. */
export const configQueryOptions = () =>
  queryOptions({
    queryKey: configKeys.all,
    queryFn: () => read(api.config.$get()),
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useConfig() {
  return useQuery(configQueryOptions());
}
