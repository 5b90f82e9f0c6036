import { Hono } from "hono";
import type { AppContext } from "../context";
import type { AppEnv } from "../lib/hono-env";
import { requireUser } from "../lib/require-user";
import { cancelTestSubscription } from "../services/billing/cancel-test-subscription";
import { completeTestCheckout } from "../services/billing/complete-test-checkout";
import { getTestCheckout } from "../services/billing/load-test-checkout";

/**
 * /api/billing/test-checkout/:session — the built-in test billing's page actions, mounted only
 * while that provider is active (404 otherwise). Only the session's own user may act on it.
 */
export function testCheckoutRoutes({ auth, db, events }: Pick<AppContext, "auth" | "db" | "events">) {
  return new Hono<AppEnv>()
    .use(requireUser(auth))
    .get("/:session", async (c) =>
      c.json(await getTestCheckout({ db, userId: c.get("user").id, sessionId: c.req.param("session") })),
    )
    .post("/:session/complete", async (c) => {
      const options = { db, events, userId: c.get("user").id, sessionId: c.req.param("session") };
      return c.json({ membershipType: await completeTestCheckout(options) });
    })
    .post("/:session/cancel-subscription", async (c) => {
      const options = { db, events, userId: c.get("user").id, sessionId: c.req.param("session") };
      return c.json({ membershipType: await cancelTestSubscription(options) });
    });
}
