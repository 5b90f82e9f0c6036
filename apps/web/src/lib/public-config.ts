import type { PublicConfig } from "@somnia/shared/config";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "./api-client";

/** GET /api/config: public facts (Google sign-in, support address, AI provider). */
export function getConfig(): Promise<PublicConfig> {
  return api.get<PublicConfig>("/api/config");
}

export const configQueryOptions = () =>
  queryOptions({ queryKey: ["config"], queryFn: getConfig, staleTime: Number.POSITIVE_INFINITY });

export function useConfig() {
  return useQuery(configQueryOptions());
}
