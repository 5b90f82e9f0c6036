import { createRoute } from "@hono/zod-openapi";
import { updateDetectionsSchema, vocabularySchema } from "@somnia/shared/detections";
import {
  createDreamSchema,
  dreamFacetsSchema,
  dreamPageSchema,
  dreamSchema,
  listDreamsQuerySchema,
  updateDreamSchema,
} from "@somnia/shared/dreams";
import type { AppContext } from "../context";
import {
  createRouter,
  errorResponses,
  idParams,
  jsonBody,
  jsonContent,
  timeZoneParameter,
} from "../lib/openapi";
import { requireUser } from "../lib/require-user";
import { timeZoneOf } from "../lib/time-zone";
import { createDream } from "../services/dreams/create-dream";
import { deleteDream } from "../services/dreams/delete-dream";
import { getDream } from "../services/dreams/get-dream";
import { getDreamFacets } from "../services/dreams/get-dream-facets";
import { getLatestDream } from "../services/dreams/get-latest-dream";
import { listDreams } from "../services/dreams/list-dreams";
import { updateDetections } from "../services/dreams/update-detections";
import { updateDream } from "../services/dreams/update-dream";
import { VOCABULARY } from "../services/dreams/vocabulary";

const tags = ["dreams"];
const body = (description: string) => jsonContent(dreamSchema, description);

const list = createRoute({
  method: "get",
  path: "/",
  tags,
  summary: "One page of the caller's journal, newest first, filtered",
  request: { query: listDreamsQuerySchema },
  responses: {
    200: jsonContent(dreamPageSchema, "A page and the next page's cursor"),
    ...errorResponses(400, 401),
  },
});

const create = createRoute({
  method: "post",
  path: "/",
  tags,
  summary: "Log a dream, or an \"I don't remember\" entry (the Basic plan's monthly limit applies)",
  parameters: [timeZoneParameter],
  request: { body: jsonBody(createDreamSchema) },
  responses: { 201: body("The new dream"), ...errorResponses(400, 401, 403, 413, 415) },
});

const latest = createRoute({
  method: "get",
  path: "/latest",
  tags,
  summary: "The most recently logged remembered dream",
  responses: { 200: body("The dream"), ...errorResponses(401, 404) },
});

const vocabulary = createRoute({
  method: "get",
  path: "/vocabulary",
  tags,
  summary: "The emotions and symbols a chip can be",
  responses: { 200: jsonContent(vocabularySchema, "The vocabulary"), ...errorResponses(401) },
});

const facets = createRoute({
  method: "get",
  path: "/facets",
  tags,
  summary: "The tags, emotions and symbols on the caller's dreams, each with its number of dreams",
  responses: {
    200: jsonContent(dreamFacetsSchema, "What the journal can be filtered by"),
    ...errorResponses(401),
  },
});

const get = createRoute({
  method: "get",
  path: "/{id}",
  tags,
  summary: "One of the caller's dreams",
  request: { params: idParams },
  responses: { 200: body("The dream"), ...errorResponses(401, 404) },
});

const update = createRoute({
  method: "patch",
  path: "/{id}",
  tags,
  summary: "Edit a dream",
  parameters: [timeZoneParameter],
  request: { params: idParams, body: jsonBody(updateDreamSchema) },
  responses: { 200: body("The updated dream"), ...errorResponses(400, 401, 404, 413, 415) },
});

const detections = createRoute({
  method: "patch",
  path: "/{id}/detections",
  tags,
  summary: "Replace a dream's emotion and symbol chips (docs/decisions/013)",
  request: { params: idParams, body: jsonBody(updateDetectionsSchema) },
  responses: { 200: body("The dream, its chips marked edited"), ...errorResponses(400, 401, 404, 413, 415) },
});

const remove = createRoute({
  method: "delete",
  path: "/{id}",
  tags,
  summary: "Delete a dream with its analysis and interpretations",
  request: { params: idParams },
  responses: { 204: { description: "Deleted" }, ...errorResponses(401, 404) },
});

type DreamRoutesContext = Pick<AppContext, "auth" | "db" | "crypto" | "logger" | "events" | "ai">;

/**
 * /api/dreams: the caller's journal (stored encrypted). Session first (`requireUser`), then the
 * input's schema. `X-Time-Zone` sets their month and today.
 */
export function dreamRoutes({ auth, db, crypto, logger, events, ai }: DreamRoutesContext) {
  const app = createRouter();
  app.use(requireUser(auth));
  return app
    .openapi(list, async (c) => {
      const query = c.req.valid("query");
      return c.json(await listDreams({ db, crypto, userId: c.get("user").id, query }), 200);
    })
    .openapi(create, async (c) => {
      const options = { db, crypto, ai, logger, events, userId: c.get("user").id, timeZone: timeZoneOf(c) };
      return c.json(await createDream({ ...options, input: c.req.valid("json") }), 201);
    })
    .openapi(latest, async (c) => c.json(await getLatestDream({ db, crypto, userId: c.get("user").id }), 200))
    .openapi(vocabulary, (c) => c.json(VOCABULARY, 200))
    .openapi(facets, async (c) => c.json(await getDreamFacets({ db, crypto, userId: c.get("user").id }), 200))
    .openapi(get, async (c) => {
      const options = { db, crypto, userId: c.get("user").id, id: c.req.valid("param").id };
      return c.json(await getDream(options), 200);
    })
    .openapi(update, async (c) => {
      const options = { db, crypto, ai, logger, events, userId: c.get("user").id, timeZone: timeZoneOf(c) };
      const { id } = c.req.valid("param");
      return c.json(await updateDream({ ...options, id, input: c.req.valid("json") }), 200);
    })
    .openapi(detections, async (c) => {
      const options = { db, crypto, events, userId: c.get("user").id, id: c.req.valid("param").id };
      return c.json(await updateDetections({ ...options, input: c.req.valid("json") }), 200);
    })
    .openapi(remove, async (c) => {
      await deleteDream({ db, events, userId: c.get("user").id, id: c.req.valid("param").id });
      return c.body(null, 204);
    });
}
