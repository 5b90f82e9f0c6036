import { Hono } from "hono";
import type { AppContext } from "../context";
import { loadMasterKey } from "../crypto/master-key";
import { checkReadiness, type NotReady } from "../services/health/readiness";

/**
 * `/healthz` (the process answers) and `/readyz` (it should be sent requests: services/health/
 * readiness.ts), for a proxy, an orchestrator or a monitor. Unauthenticated, cheap, never cached,
 * and saying nothing but yes or no: why an instance is not ready goes to its log, once per change.
 */
export function healthRoutes(ctx: AppContext) {
  const masterKey = loadMasterKey(ctx.env, { create: false });
  let last: NotReady | null = null;
  return new Hono()
    .get("/healthz", (c) => {
      c.header("Cache-Control", "no-store");
      return c.json({ status: "ok" }, 200);
    })
    .get("/readyz", async (c) => {
      c.header("Cache-Control", "no-store");
      const notReady = await checkReadiness(ctx, masterKey);
      if (notReady !== last) {
        if (notReady) ctx.logger.warn({ reason: notReady }, "not ready");
        else if (last) ctx.logger.info({ was: last }, "ready again");
        last = notReady;
      }
      return notReady ? c.json({ status: "unavailable" }, 503) : c.json({ status: "ready" }, 200);
    });
}
