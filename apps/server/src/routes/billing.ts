import { BILLING_MESSAGES, checkoutRequestSchema } from "@somnia/shared/billing";
import { Hono, type MiddlewareHandler } from "hono";
import type { AppContext } from "../context";
import { AppError } from "../lib/app-error";
import type { AppEnv } from "../lib/hono-env";
import { requireUser } from "../lib/require-user";
import { parseWith, readJson } from "../lib/validate";
import { handleStripeWebhook } from "../services/billing/handle-stripe-webhook";
import { openPortal } from "../services/billing/open-portal";
import { startCheckout } from "../services/billing/start-checkout";
import { testCheckoutRoutes } from "./billing-test-checkout";

/** requireUser, with the spec's wording for a signed-out subscribe. */
function requireSubscriber(auth: AppContext["auth"]): MiddlewareHandler<AppEnv> {
  const inner = requireUser(auth);
  return (c, next) =>
    inner(c, next).catch((err: unknown) => {
      if (err instanceof AppError && err.code === "UNAUTHORIZED") {
        throw new AppError("UNAUTHORIZED", {
          message: "no session",
          userMessage: BILLING_MESSAGES.loginRequired,
        });
      }
      throw err;
    });
}

/**
 * /api/billing (DESIGN §1, §4b): checkout and portal for the signed-in user; the Stripe webhook
 * (signature-verified, no session); and the built-in test checkout when that provider is active.
 */
export function billingRoutes(ctx: Pick<AppContext, "auth" | "db" | "events" | "billing" | "logger">) {
  const { auth, db, events, billing, logger } = ctx;
  const app = new Hono<AppEnv>()
    .post("/checkout", requireSubscriber(auth), async (c) => {
      const { interval } = parseWith(checkoutRequestSchema, await readJson(c));
      const { id: userId, email } = c.get("user");
      return c.json(await startCheckout({ db, billing, userId, email, interval }));
    })
    .post("/portal", requireUser(auth), async (c) =>
      c.json(await openPortal({ db, billing, userId: c.get("user").id })),
    )
    .post("/webhook", async (c) => {
      if (billing.name !== "stripe") throw new AppError("NOT_FOUND", { message: "stripe billing is off" });
      // The signature covers the exact bytes Stripe sent: read the raw text, never re-serialised JSON.
      const rawBody = await c.req.text();
      const signature = c.req.header("stripe-signature");
      return c.json(
        await handleStripeWebhook({ db, events, stripe: billing, logger }, { rawBody, signature }),
      );
    });
  if (billing.name === "test") app.route("/test-checkout", testCheckoutRoutes({ auth, db, events }));
  return app;
}
