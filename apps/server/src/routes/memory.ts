import { createRoute } from "@hono/zod-openapi";
import { updateMemorySchema } from "@somnia/shared/interpretation";
import { memoryEntriesSchema, memoryEntrySchema, saveMemorySchema } from "@somnia/shared/memory";
import type { AppContext } from "../context";
import { createRouter, errorResponses, idParams, jsonBody, jsonContent } from "../lib/openapi";
import { requireUser } from "../lib/require-user";
import { deleteMemory } from "../services/memory/delete-memory";
import { listMemory } from "../services/memory/list-memory";
import { saveMemory } from "../services/memory/save-memory";
import { updateMemory } from "../services/memory/update-memory";

const tags = ["memory"];

const listEntries = createRoute({
  method: "get",
  path: "/",
  tags,
  summary: "What the interpreter knows about the caller",
  responses: { 200: jsonContent(memoryEntriesSchema, "Every entry"), ...errorResponses(401) },
});

const saveEntry = createRoute({
  method: "post",
  path: "/",
  tags,
  summary: "Update the newest entry of that type, or add one",
  request: { body: jsonBody(saveMemorySchema) },
  responses: {
    200: jsonContent(memoryEntrySchema, "The updated entry"),
    201: jsonContent(memoryEntrySchema, "The new entry"),
    ...errorResponses(400, 401, 413, 415),
  },
});

const updateEntry = createRoute({
  method: "put",
  path: "/{id}",
  tags,
  summary: "Replace one entry's text",
  request: { params: idParams, body: jsonBody(updateMemorySchema) },
  responses: {
    200: jsonContent(memoryEntrySchema, "The updated entry"),
    ...errorResponses(400, 401, 404, 413, 415),
  },
});

const deleteEntry = createRoute({
  method: "delete",
  path: "/{id}",
  tags,
  summary: "Delete one entry",
  request: { params: idParams },
  responses: { 204: { description: "Deleted" }, ...errorResponses(400, 401, 404) },
});

/** /api/memory: the interpreter's memory of the caller (stored encrypted). Session first, then the input. */
export function memoryRoutes({ auth, db, crypto }: Pick<AppContext, "auth" | "db" | "crypto">) {
  const app = createRouter();
  app.use(requireUser(auth));
  return app
    .openapi(listEntries, async (c) =>
      c.json(await listMemory({ db, crypto, userId: c.get("user").id }), 200),
    )
    .openapi(saveEntry, async (c) => {
      const options = { db, crypto, userId: c.get("user").id, input: c.req.valid("json") };
      const { entry, created } = await saveMemory(options);
      return created ? c.json(entry, 201) : c.json(entry, 200);
    })
    .openapi(updateEntry, async (c) => {
      const options = { db, crypto, userId: c.get("user").id, id: c.req.valid("param").id };
      return c.json(await updateMemory({ ...options, input: c.req.valid("json") }), 200);
    })
    .openapi(deleteEntry, async (c) => {
      await deleteMemory({ db, userId: c.get("user").id, id: c.req.valid("param").id });
      return c.body(null, 204);
    });
}
