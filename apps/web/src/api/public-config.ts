import type { PublicConfig } from "@somnia/shared/config";
import { apiFetch } from "@/lib/api-client";

/**
 * GET /api/config: public facts (Google sign-in, support address, AI provider); fixed while the
 * server runs. Apart from ./config.ts's query hooks so that the standalone sign-in page can read
 * it without the query cache in its first load; and with `apiFetch` (the typed client's own fetch)
 * rather than the typed client, whose code the sign-in page would otherwise load for this one call.
 */
export const fetchConfig = async (): Promise<PublicConfig> =>
  (await (await apiFetch("/api/config")).json()) as PublicConfig;
