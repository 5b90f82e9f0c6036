import { updateMemorySchema } from "@somnia/shared/interpretation";
import { saveMemorySchema } from "@somnia/shared/memory";
import { Hono } from "hono";
import type { AppContext } from "../context";
import type { AppEnv } from "../lib/hono-env";
import { requireUser } from "../lib/require-user";
import { parseWith, readJson } from "../lib/validate";
import { deleteMemory } from "../services/memory/delete-memory";
import { listMemory } from "../services/memory/list-memory";
import { saveMemory } from "../services/memory/save-memory";
import { updateMemory } from "../services/memory/update-memory";

/** /api/memory: what the interpreter knows about the caller (stored encrypted); PUT/DELETE edit one entry. */
export function memoryRoutes({ auth, db, crypto }: Pick<AppContext, "auth" | "db" | "crypto">) {
  return new Hono<AppEnv>()
    .use(requireUser(auth))
    .get("/", async (c) => c.json(await listMemory({ db, crypto, userId: c.get("user").id })))
    .post("/", async (c) => {
      const input = parseWith(saveMemorySchema, await readJson(c));
      const { entry, created } = await saveMemory({ db, crypto, userId: c.get("user").id, input });
      return c.json(entry, created ? 201 : 200);
    })
    .put("/:id", async (c) => {
      const input = parseWith(updateMemorySchema, await readJson(c));
      return c.json(
        await updateMemory({ db, crypto, userId: c.get("user").id, id: c.req.param("id"), input }),
      );
    })
    .delete("/:id", async (c) => {
      await deleteMemory({ db, userId: c.get("user").id, id: c.req.param("id") });
      return c.body(null, 204);
    });
}
