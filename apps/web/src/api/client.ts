import type { ApiType } from "@somnia/server/api-type";
import { hc, parseResponse } from "hono/client";
import { apiFetch } from "@/lib/api-client";

/**
 * Hono's client over every /api route, typed by the server's own routes (`ApiType`): a path,
 * body, query or response field the server does not define is a compile error. Every call goes
 * through `apiFetch` (src/lib/api-client.ts), which turns a refusal into an ApiError.
 */
export const { api } = hc<ApiType>("/", { fetch: apiFetch });

/** The typed body of a successful answer (undefined for a 204). */
export const read = parseResponse;
