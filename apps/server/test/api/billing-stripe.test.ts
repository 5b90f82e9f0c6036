import { BILLING_MESSAGES } from "@somnia/shared/billing";
import type { SomniaEvent } from "@somnia/shared/events";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { subscriptions } from "../../src/db/schema/billing";
import { loadEnv } from "../../src/env";
import {
  type StripeServer,
  signedEvent,
  startStripeServer,
  stripeSubscription,
} from "../fakes/stripe-server";
import { createUser, type TestUser } from "../helpers/factories";
import { call, json } from "../helpers/http";
import { PUBLIC_URL, startTestApp, type TestApp } from "../helpers/test-app";

const SECRET = "whsec_test_somnia";
const STRIPE_ENV = {
  STRIPE_SECRET_KEY: "sk_test_somnia",
  STRIPE_WEBHOOK_SECRET: SECRET,
  STRIPE_PRICE_MONTHLY: "price_monthly",
  STRIPE_PRICE_YEARLY: "price_yearly",
};

let stripe: StripeServer;
let t: TestApp & { stop(): Promise<void> };
beforeAll(async () => {
  stripe = await startStripeServer();
  t = await startTestApp({ ...STRIPE_ENV, STRIPE_API_URL: stripe.url });
});
afterAll(async () => {
  await t?.stop();
  await stripe?.close();
});
beforeEach(() => {
  stripe.requests.length = 0;
});

const me = async (user: TestUser) => json(await call(t.app, "/api/me", { cookie: user.cookie }));
const deliver = (payload: string, signature?: string) =>
  call(t.app, "/api/billing/webhook", {
    body: payload,
    headers: signature ? { "stripe-signature": signature } : {},
  });

describe("Stripe billing", () => {
  let ada: TestUser;
  const seen: SomniaEvent[] = [];
  beforeAll(async () => {
    ada = await createUser(t, { name: "Ada" });
    await call(t.app, "/api/me", { method: "POST", cookie: ada.cookie });
    await t.ctx.events.ready();
    t.ctx.events.subscribe(ada.id, (event) => seen.push(event));
  });

  it("creates a Checkout Session in subscription mode for the signed-in user", async () => {
    const response = await call(t.app, "/api/billing/checkout", {
      body: { interval: "year" },
      cookie: ada.cookie,
    });
    expect(response.status).toBe(200);
    expect((await json(response)).url).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_/);
    expect(stripe.requests).toHaveLength(1);
    const [request] = stripe.requests;
    expect(request).toMatchObject({ method: "POST", path: "/v1/checkout/sessions" });
    expect(request?.authorization).toBe("Bearer sk_test_somnia");
    expect(request?.body).toMatchObject({
      mode: "subscription",
      "line_items[0][price]": "price_yearly",
      client_reference_id: ada.id,
      customer_email: ada.email,
      "subscription_data[metadata][userId]": ada.id,
      success_url: `${PUBLIC_URL}/profile?checkout=success`,
      cancel_url: `${PUBLIC_URL}/profile?checkout=cancelled`,
    });
    expect((await me(ada)).membershipType).toBe("Basic");
  });

  it("hides the test checkout while Stripe is active", async () => {
    expect((await call(t.app, "/api/billing/test-checkout/tcs_x", { cookie: ada.cookie })).status).toBe(404);
  });

  it("refuses a webhook with a bad or missing signature and changes nothing", async () => {
    const session = {
      id: "cs_1",
      object: "checkout.session",
      mode: "subscription",
      client_reference_id: ada.id,
    };
    const good = await signedEvent(
      "checkout.session.completed",
      { ...session, subscription: "sub_1" },
      SECRET,
    );
    const forged = await signedEvent("checkout.session.completed", session, "whsec_someone_else");
    const tampered = good.payload.replace("sub_1", "sub_2");
    for (const response of [
      await deliver(forged.payload, forged.signature),
      await deliver(tampered, good.signature),
      await deliver(good.payload),
    ]) {
      expect(response.status).toBe(400);
      expect((await json(response)).error.reason).toBe(BILLING_MESSAGES.invalidSignature);
    }
    expect(stripe.requests).toHaveLength(0);
    expect((await me(ada)).membershipType).toBe("Basic");
  });

  it("makes the user Plus on a verified checkout.session.completed, once", async () => {
    stripe.subscriptions.set("sub_1", stripeSubscription({ id: "sub_1", userId: ada.id, interval: "year" }));
    const object = { id: "cs_1", object: "checkout.session", mode: "subscription", subscription: "sub_1" };
    const completed = await signedEvent(
      "checkout.session.completed",
      { ...object, client_reference_id: ada.id },
      SECRET,
    );
    const first = await deliver(completed.payload, completed.signature);
    expect(first.status).toBe(200);
    expect(await json(first)).toEqual({ received: true, duplicate: false });
    const profile = await me(ada);
    expect(profile.membershipType).toBe("Plus");
    expect(profile.usage).toMatchObject({ dreamsRemaining: null, analysesRemaining: null });
    await expect.poll(() => seen).toEqual([{ type: "membership.changed" }]);

    const replay = await deliver(completed.payload, completed.signature);
    expect(await json(replay)).toEqual({ received: true, duplicate: true });
    expect(stripe.requests.filter((r) => r.path === "/v1/subscriptions/sub_1")).toHaveLength(1);
    const rows = await t.ctx.db.select().from(subscriptions).where(eq(subscriptions.userId, ada.id));
    expect(rows).toMatchObject([
      { provider: "stripe", customerId: "cus_test_1", status: "active", interval: "year" },
    ]);
  });

  it("opens the Billing Portal for the subscriber's customer", async () => {
    const response = await call(t.app, "/api/billing/portal", { method: "POST", cookie: ada.cookie });
    expect((await json(response)).url).toMatch(/^https:\/\/billing\.stripe\.test\/p\/session\//);
    expect(stripe.requests[0]).toMatchObject({
      path: "/v1/billing_portal/sessions",
      body: { customer: "cus_test_1", return_url: `${PUBLIC_URL}/profile` },
    });
  });

  it("keeps Plus until the period ends when cancelled at period end, then returns to Basic", async () => {
    const now = Math.floor(Date.now() / 1000);
    const cancelling = stripeSubscription({ id: "sub_1", userId: ada.id, cancelAtPeriodEnd: true });
    const updated = await signedEvent("customer.subscription.updated", cancelling, SECRET, { created: now });
    expect((await deliver(updated.payload, updated.signature)).status).toBe(200);
    expect((await me(ada)).membershipType).toBe("Plus");

    const ended = stripeSubscription({ id: "sub_1", userId: ada.id, status: "canceled" });
    const deleted = await signedEvent("customer.subscription.deleted", ended, SECRET, { created: now + 1 });
    expect((await deliver(deleted.payload, deleted.signature)).status).toBe(200);
    expect((await me(ada)).membershipType).toBe("Basic");
    await expect.poll(() => seen).toHaveLength(2);

    // A late, older event does not bring the ended subscription back.
    const stale = stripeSubscription({ id: "sub_1", userId: ada.id });
    const late = await signedEvent("customer.subscription.updated", stale, SECRET, { created: now - 60 });
    expect((await deliver(late.payload, late.signature)).status).toBe(200);
    expect((await me(ada)).membershipType).toBe("Basic");
  });

  it("ignores a subscription event for no known user", async () => {
    const stranger = stripeSubscription({ id: "sub_9", userId: "no-such-user" });
    const event = await signedEvent("customer.subscription.updated", stranger, SECRET);
    expect((await deliver(event.payload, event.signature)).status).toBe(200);
    expect(
      await t.ctx.db.select().from(subscriptions).where(eq(subscriptions.subscriptionId, "sub_9")),
    ).toEqual([]);
  });
});

describe("Stripe configuration", () => {
  it("needs all four Stripe variables or none", () => {
    const base = { NODE_ENV: "test", DATA_DIR: "/tmp/somnia-env" };
    expect(() => loadEnv({ ...base, STRIPE_SECRET_KEY: "sk_test_x" })).toThrow(
      /STRIPE_WEBHOOK_SECRET, STRIPE_PRICE_MONTHLY, STRIPE_PRICE_YEARLY/,
    );
    expect(() => loadEnv({ ...base, BILLING_PROVIDER: "stripe" })).toThrow(/missing STRIPE_SECRET_KEY/);
    expect(() => loadEnv({ ...base, ...STRIPE_ENV, STRIPE_WEBHOOK_SECRET: "nope" })).toThrow(/whsec_/);
    expect(loadEnv({ ...base, ...STRIPE_ENV }).STRIPE_PRICE_YEARLY).toBe("price_yearly");
    expect(loadEnv(base).STRIPE_SECRET_KEY).toBeUndefined();
  });
});
