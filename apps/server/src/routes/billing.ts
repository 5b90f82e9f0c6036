import { createRoute } from "@hono/zod-openapi";
import {
  BILLING_MESSAGES,
  billingRedirectSchema,
  checkoutRequestSchema,
  webhookReceiptSchema,
} from "@somnia/shared/billing";
import type { MiddlewareHandler } from "hono";
import type { AppContext } from "../context";
import { AppError } from "../lib/app-error";
import type { AppEnv } from "../lib/hono-env";
import { createRouter, errorResponses, jsonBody, jsonContent } from "../lib/openapi";
import { requireUser } from "../lib/require-user";
import { handleStripeWebhook } from "../services/billing/handle-stripe-webhook";
import { openPortal } from "../services/billing/open-portal";
import { startCheckout } from "../services/billing/start-checkout";
import { testCheckoutRoutes } from "./billing-test-checkout";

const tags = ["billing"];

const checkout = createRoute({
  method: "post",
  path: "/checkout",
  tags,
  summary: "Start a Plus subscription: the payment page to send the browser to",
  request: { body: jsonBody(checkoutRequestSchema) },
  responses: {
    200: jsonContent(billingRedirectSchema, "Where to send the browser"),
    ...errorResponses(400, 401, 404, 409, 413, 415),
  },
});

const portal = createRoute({
  method: "post",
  path: "/portal",
  tags,
  summary: "Manage the subscription: the billing portal to send the browser to",
  responses: {
    200: jsonContent(billingRedirectSchema, "Where to send the browser"),
    ...errorResponses(401, 409),
  },
});

const webhook = createRoute({
  method: "post",
  path: "/webhook",
  tags,
  summary: "Stripe's webhook (Stripe billing only; 404 otherwise)",
  description:
    "Verified by the `Stripe-Signature` header over the raw body; a replayed event is acknowledged once.",
  security: [],
  parameters: [{ in: "header", name: "Stripe-Signature", required: true, schema: { type: "string" } }],
  // A plain schema, not zod: the body must reach the signature check as the exact bytes Stripe sent.
  request: {
    body: {
      required: true,
      content: { "application/json": { schema: { type: "object", description: "A Stripe event" } } },
    },
  },
  responses: { 200: jsonContent(webhookReceiptSchema, "Received"), ...errorResponses(400, 404) },
});

/** requireUser, with the product's wording for a signed-out subscribe. */
function requireSubscriber(auth: AppContext["auth"]): MiddlewareHandler<AppEnv> {
  const inner = requireUser(auth);
  return (c, next) =>
    inner(c, next).catch((err: unknown) => {
      if (err instanceof AppError && err.code === "UNAUTHORIZED") {
        throw new AppError("UNAUTHORIZED", {
          message: "no session",
          reason: BILLING_MESSAGES.loginRequired,
        });
      }
      throw err;
    });
}

/**
 * /api/billing: checkout and portal for the signed-in user (session first, then the body); the
 * Stripe webhook (signature-verified, no session); the built-in test checkout.
 */
export function billingRoutes(ctx: Pick<AppContext, "auth" | "db" | "events" | "billing" | "logger">) {
  const { auth, db, events, billing, logger } = ctx;
  const app = createRouter();
  app.use("/checkout", requireSubscriber(auth));
  app.use("/portal", requireUser(auth));
  return app
    .openapi(checkout, async (c) => {
      const { id: userId, email } = c.get("user");
      const { interval } = c.req.valid("json");
      return c.json(await startCheckout({ db, billing, userId, email, interval }), 200);
    })
    .openapi(portal, async (c) => c.json(await openPortal({ db, billing, userId: c.get("user").id }), 200))
    .openapi(webhook, async (c) => {
      if (billing.name !== "stripe") throw new AppError("NOT_FOUND", { message: "stripe billing is off" });
      // The signature covers the exact bytes Stripe sent: read the raw text, never re-serialised JSON.
      const rawBody = await c.req.text();
      const signature = c.req.header("stripe-signature");
      const deps = { db, events, stripe: billing, logger };
      return c.json(await handleStripeWebhook(deps, { rawBody, signature }), 200);
    })
    .route("/test-checkout", testCheckoutRoutes({ auth, db, events, billing }));
}
