import { queryOptions, useQuery } from "@tanstack/react-query";
import { fetchConfig } from "./public-config";

export const configKeys = { all: ["config"] as const };

/** GET /api/config through the query cache (./public-config.ts): fetched once per page load. */
export const configQueryOptions = () =>
  queryOptions({
    queryKey: configKeys.all,
    queryFn: fetchConfig,
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useConfig() {
  return useQuery(configQueryOptions());
}
