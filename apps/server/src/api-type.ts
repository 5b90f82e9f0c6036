import type { apiRoutes } from "./routes/api";

/**
 * The type of every /api route: paths, params, queries, JSON bodies and responses per status.
 * The web app imports it type-only (`import type { ApiType } from "@somnia/server/api-type"`) for
 * `hc<ApiType>("/")`; nothing of the server reaches the browser bundle.
 */
export type ApiType = ReturnType<typeof apiRoutes>;
