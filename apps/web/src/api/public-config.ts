import { api, read } from "./client";

/**
 * GET /api/config: public facts (Google sign-in, support address, AI provider); fixed while the
 * server runs. Apart from ./config.ts's query hooks so that the standalone sign-in page can read
 * it without the query cache in its first load.
 */
export const fetchConfig = () => read(api.config.$get());
