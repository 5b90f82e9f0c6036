import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";

/** One request the fake received: its method, path and form-encoded body as flat `a[b][0]` keys. */
export interface StripeRequest {
  method: string;
  path: string;
  body: Record<string, string>;
  authorization: string | undefined;
}

export interface StripeServer {
  /** The base URL to put in STRIPE_API_URL. */
  url: string;
  requests: StripeRequest[];
  /** What GET /v1/subscriptions/:id answers, by id. */
  subscriptions: Map<string, Record<string, unknown>>;
  close(): Promise<void>;
}

function send(res: import("node:http").ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { "content-type": "application/json", "request-id": "req_fake" });
  res.end(JSON.stringify(body));
}

/**
 * A local stand-in for api.stripe.com speaking just enough of its protocol for Somnia: create a
 * Checkout Session, create a Billing Portal session, retrieve a subscription.
 */
export async function startStripeServer(): Promise<StripeServer> {
  const fake: StripeServer = { url: "", requests: [], subscriptions: new Map(), close: async () => {} };
  let next = 0;
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const part of req) chunks.push(part as Buffer);
    const body = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString("utf8")));
    const path = (req.url ?? "/").split("?")[0] as string;
    const method = req.method ?? "GET";
    fake.requests.push({ method, path, body, authorization: req.headers.authorization });
    next += 1;
    if (method === "POST" && path === "/v1/checkout/sessions") {
      const id = `cs_test_${next}`;
      return send(res, 200, {
        id,
        object: "checkout.session",
        url: `https://checkout.stripe.test/c/pay/${id}`,
      });
    }
    if (method === "POST" && path === "/v1/billing_portal/sessions") {
      const id = `bps_${next}`;
      return send(res, 200, {
        id,
        object: "billing_portal.session",
        url: `https://billing.stripe.test/p/session/${id}`,
      });
    }
    const subscription = /^\/v1\/subscriptions\/([^/]+)$/.exec(path);
    const found = subscription ? fake.subscriptions.get(subscription[1] as string) : undefined;
    if (method === "GET" && found) return send(res, 200, found);
    send(res, 404, { error: { type: "invalid_request_error", message: `No such resource: ${path}` } });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return fake;
}

/** A subscription object as Stripe sends it (current API: the period lives on the item). */
export function stripeSubscription(options: {
  id: string;
  userId: string;
  status?: string;
  interval?: "month" | "year";
  cancelAtPeriodEnd?: boolean;
  periodEnd?: number;
}): Record<string, unknown> {
  const { id, userId, status = "active", interval = "month", cancelAtPeriodEnd = false } = options;
  const periodEnd = options.periodEnd ?? Math.floor(Date.now() / 1000) + 30 * 86_400;
  return {
    id,
    object: "subscription",
    customer: "cus_test_1",
    status,
    cancel_at_period_end: cancelAtPeriodEnd,
    cancel_at: cancelAtPeriodEnd ? periodEnd : null,
    metadata: { userId },
    items: {
      object: "list",
      data: [
        {
          id: `si_${id}`,
          current_period_end: periodEnd,
          price: { id: `price_${interval}`, recurring: { interval } },
        },
      ],
    },
  };
}

let eventCount = 0;

/** A webhook event body and its valid Stripe-Signature header for `secret`. */
export async function signedEvent(
  type: string,
  object: Record<string, unknown>,
  secret: string,
  options: { id?: string; created?: number } = {},
) {
  eventCount += 1;
  const event = {
    id: options.id ?? `evt_test_${Date.now()}_${eventCount}`,
    object: "event",
    type,
    created: options.created ?? Math.floor(Date.now() / 1000),
    data: { object },
  };
  const payload = JSON.stringify(event);
  const signature = await Stripe.webhooks.generateTestHeaderStringAsync({ payload, secret });
  return { event, payload, signature };
}
