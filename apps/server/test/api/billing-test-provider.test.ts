import { BILLING_MESSAGES } from "@somnia/shared/billing";
import type { SomniaEvent } from "@somnia/shared/events";
import { PROFILE_MESSAGES } from "@somnia/shared/profile";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { testCheckoutSessions } from "../../src/db/schema/billing";
import { endDueTestPeriods } from "../../src/services/billing/test-subscription";
import { startAnalysis } from "../helpers/analysis";
import { createDream } from "../helpers/dreams";
import { createUser, type TestUser } from "../helpers/factories";
import { call, json } from "../helpers/http";
import { useTestApp } from "../helpers/test-app";

const t = useTestApp();
const today = () => new Date().toISOString().slice(0, 10);
const me = async (user: TestUser) => json(await call(t.app, "/api/me", { cookie: user.cookie }));
const checkout = (user: TestUser, interval: unknown = "month") =>
  call(t.app, "/api/billing/checkout", { body: { interval }, cookie: user.cookie });
const sessionOf = (url: string) => new URL(url, "http://x").searchParams.get("session") as string;
type Action = "complete" | "cancel-subscription" | "renew-subscription" | "end-period";
const act = (user: TestUser, session: string, action: Action) =>
  call(t.app, `/api/billing/test-checkout/${session}/${action}`, { method: "POST", cookie: user.cookie });

async function newMember(name: string) {
  const user = await createUser(t, { name });
  await call(t.app, "/api/me", { method: "POST", cookie: user.cookie });
  return user;
}

describe("the built-in test billing", () => {
  let ada: TestUser;
  let eve: TestUser;
  beforeAll(async () => {
    ada = await newMember("Ada");
    eve = await newMember("Eve");
  });

  it("asks a signed-out visitor to log in, and refuses an unknown interval", async () => {
    const signedOut = await call(t.app, "/api/billing/checkout", { body: { interval: "month" } });
    expect(signedOut.status).toBe(401);
    expect((await json(signedOut)).error.reason).toBe(BILLING_MESSAGES.loginRequired);
    expect((await checkout(ada, "week")).status).toBe(400);
  });

  it("opens a test checkout bound to its user that nobody else can see or pay", async () => {
    const response = await checkout(ada, "year");
    expect(response.status).toBe(200);
    const { url } = await json(response);
    expect(url).toMatch(/^\/billing\/test-checkout\?session=tcs_[\w-]+$/);
    const session = sessionOf(url);
    const view = await call(t.app, `/api/billing/test-checkout/${session}`, { cookie: ada.cookie });
    expect(await json(view)).toEqual({
      id: session,
      mode: "subscribe",
      interval: "year",
      status: "open",
      email: ada.email,
      subscription: null,
    });
    expect((await call(t.app, `/api/billing/test-checkout/${session}`, { cookie: eve.cookie })).status).toBe(
      404,
    );
    const stolen = await act(eve, session, "complete");
    expect(stolen.status).toBe(404);
    expect((await json(stolen)).error.reason).toBe(BILLING_MESSAGES.checkoutNotFound);
    expect((await me(eve)).membershipType).toBe("Basic");
    expect((await me(ada)).membershipType).toBe("Basic");
    for (const id of ["a%00b", "%F0%9F%8C%99", "z".repeat(300)]) {
      expect((await call(t.app, `/api/billing/test-checkout/${id}`, { cookie: ada.cookie })).status).toBe(
        404,
      );
      expect((await act(ada, id, "complete")).status).toBe(404);
    }
  });

  it("refuses an expired checkout", async () => {
    const session = sessionOf((await json(await checkout(eve))).url);
    await t.ctx.db
      .update(testCheckoutSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(testCheckoutSessions.id, session));
    expect((await act(eve, session, "complete")).status).toBe(404);
    expect((await me(eve)).membershipType).toBe("Basic");
  });

  it("makes the payer Plus on 'Pay (test)', with unlimited dreams and analyses", async () => {
    await t.ctx.events.ready();
    const seen: SomniaEvent[] = [];
    const stop = t.ctx.events.subscribe(ada.id, (event) => seen.push(event));
    try {
      const session = sessionOf((await json(await checkout(ada, "month"))).url);
      const paid = await act(ada, session, "complete");
      expect(paid.status).toBe(200);
      expect(await json(paid)).toEqual({ membershipType: "Plus" });
      await expect.poll(() => seen).toContainEqual({ type: "membership.changed" });
      expect((await act(ada, session, "complete")).status).toBe(409);
    } finally {
      stop();
    }
    const profile = await me(ada);
    expect(profile.membershipType).toBe("Plus");
    expect(profile.usage).toMatchObject({ dreamsRemaining: null, analysesRemaining: null });
    const again = await checkout(ada);
    expect(again.status).toBe(409);
    expect((await json(again)).error.reason).toBe(BILLING_MESSAGES.alreadyPlus);
  });

  it("lets a Plus member past the Basic limits", async () => {
    const ids: string[] = [];
    for (let n = 0; n < 3; n++) ids.push((await createDream(t, ada, { createdAt: new Date() })).id);
    const fourth = await call(t.app, "/api/dreams", {
      body: { title: "Fourth", content: "A fourth dream of the month.", dreamDate: today() },
      cookie: ada.cookie,
    });
    expect(fourth.status).toBe(201);
    expect((await startAnalysis(t, ada, ids[0] as string)).status).toBe(201);
    expect((await startAnalysis(t, ada, ids[1] as string)).status).toBe(201);
  });

  it("never lets the client set membership", async () => {
    const patch = await call(t.app, "/api/me", {
      method: "PATCH",
      body: { membershipType: "Plus" },
      cookie: eve.cookie,
    });
    expect(patch.status).toBe(400);
    expect((await json(patch)).error.reason).toBe(PROFILE_MESSAGES.membershipNotEditable);
    expect((await me(eve)).membershipType).toBe("Basic");
  });

  it("cancels in the test portal at the end of the period, as Stripe does: Plus until then", async () => {
    const none = await call(t.app, "/api/billing/portal", { method: "POST", cookie: eve.cookie });
    expect(none.status).toBe(409);
    const portal = async () =>
      sessionOf(
        (await json(await call(t.app, "/api/billing/portal", { method: "POST", cookie: ada.cookie }))).url,
      );
    const session = await portal();
    const view = await json(
      await call(t.app, `/api/billing/test-checkout/${session}`, { cookie: ada.cookie }),
    );
    expect(view).toMatchObject({
      mode: "manage",
      status: "open",
      subscription: { interval: "month", cancelAtPeriodEnd: false },
    });
    const periodEnd = view.subscription.currentPeriodEnd as string;
    expect((await me(ada)).plusEndsAt).toBeNull();
    expect((await act(eve, session, "cancel-subscription")).status).toBe(404);

    expect(await json(await act(ada, session, "cancel-subscription"))).toEqual({ membershipType: "Plus" });
    expect(await me(ada)).toMatchObject({ membershipType: "Plus", plusEndsAt: periodEnd });
    expect((await act(ada, session, "renew-subscription")).status).toBe(409); // the session is used up

    // Renewed: no end date; cancelled again, the period's end comes and goes.
    expect(await json(await act(ada, await portal(), "renew-subscription"))).toEqual({
      membershipType: "Plus",
    });
    expect((await me(ada)).plusEndsAt).toBeNull();
    await act(ada, await portal(), "cancel-subscription");
    const before = new Date(new Date(periodEnd).getTime() - 1000);
    expect(await endDueTestPeriods({ ...t.ctx, now: before })).toBe(0);
    expect((await me(ada)).membershipType).toBe("Plus");
    expect(await endDueTestPeriods({ ...t.ctx, now: new Date(periodEnd) })).toBe(1);
    const profile = await me(ada);
    expect(profile).toMatchObject({ membershipType: "Basic", plusEndsAt: null });
    expect(profile.usage).toMatchObject({ dreamsRemaining: 0, analysesRemaining: 0 });
  });

  it("ends a cancelled period at once from the test portal ('End the period now')", async () => {
    const bea = await newMember("Bea");
    await act(bea, sessionOf((await json(await checkout(bea))).url), "complete");
    const portal = async () =>
      sessionOf(
        (await json(await call(t.app, "/api/billing/portal", { method: "POST", cookie: bea.cookie }))).url,
      );
    await act(bea, await portal(), "cancel-subscription");
    expect(await json(await act(bea, await portal(), "end-period"))).toEqual({ membershipType: "Basic" });
    expect(await me(bea)).toMatchObject({ membershipType: "Basic", plusEndsAt: null });
  });

  it("has no Stripe webhook while test billing is active", async () => {
    const response = await call(t.app, "/api/billing/webhook", { body: { id: "evt_1" } });
    expect(response.status).toBe(404);
  });
});
