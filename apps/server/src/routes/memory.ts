import { saveMemorySchema } from "@somnia/shared/memory";
import { Hono } from "hono";
import type { AppContext } from "../context";
import type { AppEnv } from "../lib/hono-env";
import { requireUser } from "../lib/require-user";
import { parseWith, readJson } from "../lib/validate";
import { listMemory } from "../services/memory/list-memory";
import { saveMemory } from "../services/memory/save-memory";

/** /api/memory: what the interpreter knows about the caller (stored encrypted). */
export function memoryRoutes({ auth, db, crypto }: Pick<AppContext, "auth" | "db" | "crypto">) {
  return new Hono<AppEnv>()
    .use(requireUser(auth))
    .get("/", async (c) => c.json(await listMemory({ db, crypto, userId: c.get("user").id })))
    .post("/", async (c) => {
      const input = parseWith(saveMemorySchema, await readJson(c));
      const { entry, created } = await saveMemory({ db, crypto, userId: c.get("user").id, input });
      return c.json(entry, created ? 201 : 200);
    });
}
