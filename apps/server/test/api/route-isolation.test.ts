import { randomUUID } from "node:crypto";
import { isMessageCode } from "@somnia/shared/messages";
import { beforeAll, describe, expect, it } from "vitest";
import { createDream, setMembership } from "../helpers/dreams";
import { interpret } from "../helpers/export-seed";
import { createUser, signIn, type TestUser } from "../helpers/factories";
import { call, json } from "../helpers/http";
import { createAnalysedDream } from "../helpers/interpretation";
import {
  appRoutes,
  hasParams,
  inCallingOrder,
  type OwnedIds,
  PUBLIC_ROUTES,
  pathFor,
  type Route,
  routeKey,
  sampleRequest,
} from "../helpers/routes";
import { useTestApp } from "../helpers/test-app";

const t = useTestApp();
const MARK = `owner-only-${randomUUID().slice(0, 8)}`;
let owner: TestUser;
let other: TestUser;
let ids: OwnedIds;

/** What the owner has: an analysed and interpreted dream, a memory note, a second session, Plus bought in test billing. */
async function ownerThings(user: TestUser): Promise<OwnedIds> {
  const dream = await createAnalysedDream(t, user, {
    title: `${MARK} title`,
    content: `${MARK} by the lighthouse`,
  });
  await interpret(t, user, dream.id);
  const memory = await json(
    await call(t.app, "/api/memory", {
      body: { infoType: "personal", content: `${MARK} note` },
      cookie: user.cookie,
    }),
  );
  const { cookie: secondCookie } = await signIn(t, user);
  const sessions = await json(await call(t.app, "/api/me/sessions", { cookie: secondCookie }));
  const session = (sessions.sessions as { id: string; current: boolean }[]).find((s) => s.current)?.id;
  // A paid test checkout, and the manage page of the subscription it began.
  expect((await call(t.app, "/api/me", { method: "POST", cookie: user.cookie })).status).toBe(201);
  const sessionOf = async (response: Response) =>
    new URL((await json(response)).url as string, "http://x").searchParams.get("session") as string;
  const checkout = await sessionOf(
    await call(t.app, "/api/billing/checkout", { body: { interval: "year" }, cookie: user.cookie }),
  );
  const paid = await call(t.app, `/api/billing/test-checkout/${checkout}/complete`, {
    method: "POST",
    cookie: user.cookie,
  });
  expect(paid.status).toBe(200);
  const portal = async () =>
    sessionOf(await call(t.app, "/api/billing/portal", { method: "POST", cookie: user.cookie }));
  return {
    dream: dream.id,
    memory: memory.id as string,
    session: session as string,
    checkout,
    manage: await portal(),
    manageRenew: await portal(),
    manageEnd: await portal(),
  };
}

/** Calls `route` as `actor` (or anonymously) with a valid request, on the owner's things. */
async function request(route: Route, actor: TestUser | null) {
  const { query, body } = sampleRequest(route, actor ?? owner);
  const path = `${pathFor(route, ids)}${query ? `?${new URLSearchParams(query)}` : ""}`;
  const response = await call(t.app, path, {
    method: route.method,
    body,
    cookie: actor?.cookie,
    ip: actor?.ip,
  });
  // A stream that never ends (the live events) is only opened.
  const endless = response.headers.get("content-type")?.startsWith("text/event-stream");
  if (endless) await response.body?.cancel();
  const text = endless ? "" : await response.text();
  expect(response.headers.get("cache-control"), routeKey(route)).toMatch(/^no-store\b/);
  return { status: response.status, text };
}

const ownerExport = async () =>
  (await (await call(t.app, "/api/export?format=json", { cookie: owner.cookie })).text()).replace(
    /"exportedAt": "[^"]+"/,
    "",
  );

beforeAll(async () => {
  owner = await createUser(t, { name: "Owner" });
  other = await createUser(t, { name: "Other" });
  await setMembership(t, other, "Plus");
  await createDream(t, other, { content: "The other user's own dream" });
  ids = await ownerThings(owner);
});

describe("every route, as the owner, another user and nobody", () => {
  it("reads the route list from the app", () => {
    const routes = appRoutes(t.app).map(routeKey);
    expect(routes.length).toBeGreaterThanOrEqual(35);
    expect(routes).toContain("GET /api/dreams/:id");
    expect(routes).toContain("GET /api/events");
  });

  it("answers nobody but the public routes: 401 with a message, and nothing of anyone's", async () => {
    for (const route of appRoutes(t.app)) {
      const { status, text } = await request(route, null);
      expect(text, routeKey(route)).not.toContain(MARK);
      if (PUBLIC_ROUTES.has(routeKey(route))) {
        expect(status, routeKey(route)).toBeLessThan(500);
      } else {
        expect(status, routeKey(route)).toBe(401);
        expect(isMessageCode(JSON.parse(text).error.reason), routeKey(route)).toBe(true);
      }
    }
  });

  it("shows another user nothing of the owner's and lets them change none of it", async () => {
    const before = await ownerExport();
    for (const route of inCallingOrder(appRoutes(t.app))) {
      const { status, text } = await request(route, other);
      expect(text, routeKey(route)).not.toContain(MARK);
      expect(text, routeKey(route)).not.toContain(owner.email);
      expect(status, routeKey(route)).toBeLessThan(500);
      // Whatever names one of the owner's things is not found for anyone else.
      if (hasParams(route)) expect(status, routeKey(route)).toBe(404);
    }
    expect(await ownerExport()).toBe(before);
    const sessions = await json(await call(t.app, "/api/me/sessions", { cookie: owner.cookie }));
    expect((sessions.sessions as { id: string }[]).map((s) => s.id)).toContain(ids.session);
    const checkout = await call(t.app, `/api/billing/test-checkout/${ids.checkout}`, {
      cookie: owner.cookie,
    });
    expect(checkout.status).toBe(200);
  });

  it("serves the owner on every route", async () => {
    for (const route of inCallingOrder(appRoutes(t.app))) {
      const { status, text } = await request(route, owner);
      if (route.method === "GET" && route.path.startsWith("/api/dreams/:id"))
        expect(text, routeKey(route)).toContain(MARK);
      const refused = OWNER_REFUSALS[routeKey(route)];
      if (refused) expect(status, routeKey(route)).toBe(refused);
      else expect(status, `${routeKey(route)}: ${text.slice(0, 200)}`).toBeLessThan(400);
    }
  });
});

/** The owner's requests that are refused, each for a reason of its own, not for who asks. */
const OWNER_REFUSALS: Record<string, number> = {
  "POST /api/billing/checkout": 409, // already a Plus member
  "POST /api/billing/test-checkout/:session/complete": 409, // paid already
  "POST /api/billing/webhook": 404, // Stripe's webhook exists only when Stripe is configured
  "POST /api/reminders/unsubscribe": 404, // the sample token was never e-mailed (reminders-delivery.test.ts uses a real one)
};
