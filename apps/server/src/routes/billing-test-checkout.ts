import { createRoute } from "@hono/zod-openapi";
import { membershipResultSchema, testCheckoutSchema } from "@somnia/shared/billing";
import { z } from "zod";
import type { AppContext } from "../context";
import { AppError } from "../lib/app-error";
import { createRouter, errorResponses, jsonContent } from "../lib/openapi";
import { requireUser } from "../lib/require-user";
import { completeTestCheckout } from "../services/billing/complete-test-checkout";
import { getTestCheckout } from "../services/billing/load-test-checkout";
import { changeTestSubscription, type TestSubscriptionAction } from "../services/billing/test-subscription";

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

const subscriptionChange = {
  method: "post",
  tags,
  request: { params },
  responses: { 200: membership, ...errorResponses(401, 404, 409) },
} as const;
const cancel = createRoute({
  ...subscriptionChange,
  path: "/{session}/cancel-subscription",
  summary: "Cancel the test subscription at the end of its period: Plus until then",
});
const renew = createRoute({
  ...subscriptionChange,
  path: "/{session}/renew-subscription",
  summary: "Take back a cancellation: Plus renews",
});
const endPeriod = createRoute({
  ...subscriptionChange,
  path: "/{session}/end-period",
  summary: "Let a cancelled test subscription's period end now: the caller is Basic",
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
  const change = async (userId: string, sessionId: string, action: TestSubscriptionAction) => ({
    membershipType: await changeTestSubscription({ db, events, userId, sessionId, action }),
  });
  return app
    .openapi(view, async (c) => {
      const options = { db, userId: c.get("user").id, sessionId: c.req.valid("param").session };
      return c.json(await getTestCheckout(options), 200);
    })
    .openapi(complete, async (c) => {
      const options = { db, events, userId: c.get("user").id, sessionId: c.req.valid("param").session };
      return c.json({ membershipType: await completeTestCheckout(options) }, 200);
    })
    .openapi(cancel, async (c) =>
      c.json(await change(c.get("user").id, c.req.valid("param").session, "cancel"), 200),
    )
    .openapi(renew, async (c) =>
      c.json(await change(c.get("user").id, c.req.valid("param").session, "renew"), 200),
    )
    .openapi(endPeriod, async (c) =>
      c.json(await change(c.get("user").id, c.req.valid("param").session, "end-period"), 200),
    );
}
