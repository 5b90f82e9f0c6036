import { createRoute, z } from "@hono/zod-openapi";
import { LOCALES } from "@somnia/shared/locales";
import { mySymbolsSchema, symbolDictionarySchema } from "@somnia/shared/symbols";
import type { AppContext } from "../context";
import { createRouter, errorResponses, jsonContent } from "../lib/openapi";
import { requireUser } from "../lib/require-user";
import { getMySymbols } from "../services/symbols/get-my-symbols";
import { symbolDictionary } from "../services/symbols/symbol-dictionary";

const tags = ["symbols"];

const dictionary = createRoute({
  method: "get",
  path: "/",
  tags,
  summary: "The dream dictionary: every symbol of the lexicon with its reading, and the works it cites",
  request: {
    query: z.object({
      lang: z
        .enum(LOCALES)
        .default("en")
        .openapi({ description: "The language of the names, readings and questions" }),
    }),
  },
  responses: {
    200: jsonContent(symbolDictionarySchema, "The dictionary in that language, the same for everyone"),
    ...errorResponses(400, 401),
  },
});

const mine = createRoute({
  method: "get",
  path: "/mine",
  tags,
  summary: "How many of the caller's dreams carry each symbol, and their dream signs",
  responses: {
    200: jsonContent(mySymbolsSchema, "The caller's symbol counts, from the blind index"),
    ...errorResponses(401),
  },
});

/**
 * /api/symbols: the dictionary (fixed: fetched once) and the caller's own counts (which change with
 * every dream: fetched again on each change), two answers so that neither is sent for the other.
 * Session first.
 */
export function symbolRoutes({ auth, db, crypto }: Pick<AppContext, "auth" | "db" | "crypto">) {
  const app = createRouter();
  app.use(requireUser(auth));
  return app
    .openapi(dictionary, (c) => c.json(symbolDictionary(c.req.valid("query").lang), 200))
    .openapi(mine, async (c) => c.json(await getMySymbols({ db, crypto, userId: c.get("user").id }), 200));
}
