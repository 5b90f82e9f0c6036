import { updateDetectionsSchema } from "@somnia/shared/detections";
import { createDreamSchema, listDreamsQuerySchema, updateDreamSchema } from "@somnia/shared/dreams";
import { Hono } from "hono";
import type { AppContext } from "../context";
import type { AppEnv } from "../lib/hono-env";
import { requireUser } from "../lib/require-user";
import { timeZoneOf } from "../lib/time-zone";
import { parseWith, readJson } from "../lib/validate";
import { createDream } from "../services/dreams/create-dream";
import { deleteDream } from "../services/dreams/delete-dream";
import { getDream } from "../services/dreams/get-dream";
import { getLatestDream } from "../services/dreams/get-latest-dream";
import { listDreams } from "../services/dreams/list-dreams";
import { updateDetections } from "../services/dreams/update-detections";
import { updateDream } from "../services/dreams/update-dream";
import { VOCABULARY } from "../services/dreams/vocabulary";

type DreamRoutesContext = Pick<AppContext, "auth" | "db" | "crypto" | "logger" | "events" | "ai">;

/** /api/dreams: the caller's journal (stored encrypted). `X-Time-Zone` sets their month and today. */
export function dreamRoutes({ auth, db, crypto, logger, events, ai }: DreamRoutesContext) {
  return new Hono<AppEnv>()
    .use(requireUser(auth))
    .get("/", async (c) => {
      const query = parseWith(listDreamsQuerySchema, c.req.query());
      return c.json(await listDreams({ db, crypto, userId: c.get("user").id, query }));
    })
    .post("/", async (c) => {
      const input = parseWith(createDreamSchema, await readJson(c));
      const userId = c.get("user").id;
      const options = { db, crypto, ai, logger, events, userId, timeZone: timeZoneOf(c) };
      const dream = await createDream({ ...options, input });
      return c.json(dream, 201);
    })
    .get("/latest", async (c) => c.json(await getLatestDream({ db, crypto, userId: c.get("user").id })))
    .get("/vocabulary", (c) => c.json(VOCABULARY))
    .get("/:id", async (c) =>
      c.json(await getDream({ db, crypto, userId: c.get("user").id, id: c.req.param("id") })),
    )
    .patch("/:id", async (c) => {
      const input = parseWith(updateDreamSchema, await readJson(c));
      const options = { db, crypto, ai, logger, events, userId: c.get("user").id, timeZone: timeZoneOf(c) };
      return c.json(await updateDream({ ...options, id: c.req.param("id"), input }));
    })
    .patch("/:id/detections", async (c) => {
      const input = parseWith(updateDetectionsSchema, await readJson(c));
      const options = { db, crypto, events, userId: c.get("user").id, id: c.req.param("id") };
      return c.json(await updateDetections({ ...options, input }));
    })
    .delete("/:id", async (c) => {
      await deleteDream({ db, events, userId: c.get("user").id, id: c.req.param("id") });
      return c.body(null, 204);
    });
}
