import { createRoute } from "@hono/zod-openapi";
import { deviceSessionsSchema } from "@somnia/shared/sessions";
import { z } from "zod";
import type { AppContext } from "../context";
import { createRouter, errorResponses, idParams, jsonContent } from "../lib/openapi";
import { requireUser } from "../lib/require-user";
import {
  endDeviceSession,
  endOtherDeviceSessions,
  listDeviceSessions,
} from "../services/account/device-sessions";

const tags = ["me"];

const list = createRoute({
  method: "get",
  path: "/",
  tags,
  summary: "The caller's signed-in browsers ('Your devices'); never a session token",
  responses: { 200: jsonContent(deviceSessionsSchema, "The sessions"), ...errorResponses(401) },
});

const endOthers = createRoute({
  method: "delete",
  path: "/",
  tags,
  summary: "Sign out everywhere else: ends every session of the caller but this one",
  responses: {
    200: jsonContent(z.object({ ended: z.number().int() }), "How many sessions ended"),
    ...errorResponses(401),
  },
});

const endOne = createRoute({
  method: "delete",
  path: "/{id}",
  tags,
  summary: "Sign out one session; its browser's next request is refused",
  request: { params: idParams },
  responses: { 204: { description: "Ended" }, ...errorResponses(401, 404) },
});

/** /api/me/sessions: the Profile's 'Your devices' card. */
export function sessionRoutes({ auth, db }: Pick<AppContext, "auth" | "db">) {
  const app = createRouter();
  app.use(requireUser(auth));
  const scope = (c: { get(key: "user"): { id: string }; get(key: "sessionId"): string }) => ({
    db,
    userId: c.get("user").id,
    currentId: c.get("sessionId"),
  });
  return app
    .openapi(list, async (c) => c.json({ sessions: await listDeviceSessions(scope(c)) }, 200))
    .openapi(endOthers, async (c) => c.json({ ended: await endOtherDeviceSessions(auth, scope(c)) }, 200))
    .openapi(endOne, async (c) => {
      await endDeviceSession(auth, scope(c), c.req.valid("param").id);
      return c.body(null, 204);
    });
}
