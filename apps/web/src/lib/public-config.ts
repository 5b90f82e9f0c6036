import { createContext, use } from "react";

/** What GET /api/config tells every page: whether Google sign-in is on, the support address. */
export interface PublicConfig {
  googleEnabled: boolean;
  supportEmail: string;
}

/**
 * The public config as the hosting page has it (null until it has loaded): the single-page app
 * from its query cache (app/router.tsx), the standalone sign-in page from one fetch.
 */
export const PublicConfigContext = createContext<PublicConfig | null>(null);

export function usePublicConfig(): PublicConfig | null {
  return use(PublicConfigContext);
}
