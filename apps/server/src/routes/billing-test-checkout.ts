import { createRoute } from "@hono/zod-openapi";
import { membershipResultSchema, testCheckoutSchema } from "@somnia/shared/billing";
import { z } from "zod";
import type { AppContext } from "../context";
import { AppError } from "../lib/app-error";
import { createRouter, errorResponses, jsonContent } from "../lib/openapi";
import { requireUser } from "../lib/require-user";
import { cancelTestSubscription } from "../services/billing/cancel-test-subscription";
import { completeTestCheckout } from "../services/billing/complete-test-checkout";
import { getTestCheckout } from "../services/billing/load-test-checkout";

const tags = ["billing"];
const params = z.object({ session: z.string() });
const membership = jsonContent(membershipResultSchema, "The caller's membership now");

const view = createRoute({
  method: "get",
  path: "/{session}",
  tags,
  summary: "What the test checkout page shows (built-in test billing only)",
  request: { params },
  responses: { 200: jsonContent(testCheckoutSchema, "The checkout"), ...errorResponses(401, 404) },
});

const complete = createRoute({
  method: "post",
  path: "/{session}/complete",
  tags,
  summary: "Pay (test): the caller becomes Plus",
  request: { params },
  responses: { 200: membership, ...errorResponses(401, 404, 409) },
});

const cancel = createRoute({
  method: "post",
  path: "/{session}/cancel-subscription",
  tags,
  summary: "Cancel the test subscription: the caller is Basic at once",
  request: { params },
  responses: { 200: membership, ...errorResponses(401, 404, 409) },
});

type TestCheckoutContext = Pick<AppContext, "auth" | "db" | "events" | "billing">;

/**
 * /api/billing/test-checkout/:session — the built-in test billing's page actions: a 404 unless that
 * provider is active (before the session check), then only the session's own user may act on it.
 */
export function testCheckoutRoutes({ auth, db, events, billing }: TestCheckoutContext) {
  const app = createRouter();
  app.use(async (_c, next) => {
    if (billing.name !== "test") throw new AppError("NOT_FOUND", { message: "test billing is off" });
    await next();
  });
  app.use(requireUser(auth));
  return app
    .openapi(view, async (c) => {
      const options = { db, userId: c.get("user").id, sessionId: c.req.valid("param").session };
      return c.json(await getTestCheckout(options), 200);
    })
    .openapi(complete, async (c) => {
      const options = { db, events, userId: c.get("user").id, sessionId: c.req.valid("param").session };
      return c.json({ membershipType: await completeTestCheckout(options) }, 200);
    })
    .openapi(cancel, async (c) => {
      const options = { db, events, userId: c.get("user").id, sessionId: c.req.valid("param").session };
      return c.json({ membershipType: await cancelTestSubscription(options) }, 200);
    });
}
