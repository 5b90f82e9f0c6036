import type { App } from "../../src/app";

export interface Route {
  method: string;
  path: string;
}

export const routeKey = (route: Route) => `${route.method} ${route.path}`;

/**
 * Every route the app mounts, read from Hono itself, so that a route added later is tested without
 * anyone remembering to. better-auth's are left to their own tests (sign-up, sign-in, the throttle,
 * the reset), and test/api/openapi.test.ts pins which of them are open.
 */
export function appRoutes(app: App): Route[] {
  const seen = new Map<string, Route>();
  for (const { method, path } of app.routes) {
    if (method === "ALL" || path.startsWith("/api/auth/") || !path.startsWith("/api/")) continue;
    seen.set(`${method} ${path}`, { method, path });
  }
  return [...seen.values()];
}

/**
 * Routes that answer without a session: facts, the API's own description, Stripe's signed webhook,
 * and a reminder e-mail's unsubscribe link (its token is the credential).
 */
export const PUBLIC_ROUTES = new Set([
  "GET /api/config",
  "GET /api/openapi.json",
  "GET /api/docs",
  "POST /api/billing/webhook",
  "POST /api/reminders/unsubscribe",
]);

/** One of each thing a route's path can name, all belonging to one user. */
export interface OwnedIds {
  dream: string;
  memory: string;
  session: string;
  /** A test checkout the user has paid, and the test billing's manage page of the subscription it began. */
  checkout: string;
  manage: string;
  /** More manage pages of the same subscription: each page is used up by its first action. */
  manageRenew: string;
  manageEnd: string;
}

const PARAMS: Record<string, keyof OwnedIds> = {
  "/api/dreams/:id": "dream",
  "/api/memory/:id": "memory",
  "/api/me/sessions/:id": "session",
  "/api/billing/test-checkout/:session": "checkout",
};

/** Where one parameter names different things by route. */
const ROUTE_PARAMS: Record<string, keyof OwnedIds> = {
  "POST /api/billing/test-checkout/:session/cancel-subscription": "manage",
  "POST /api/billing/test-checkout/:session/renew-subscription": "manageRenew",
  "POST /api/billing/test-checkout/:session/end-period": "manageEnd",
};

/** The route's path with each parameter filled with the user's own thing of that kind. */
export function pathFor(route: Route, ids: OwnedIds): string {
  return route.path.replace(/\/:(\w+)/g, (_, name: string, offset: number) => {
    const kind = ROUTE_PARAMS[routeKey(route)] ?? PARAMS[route.path.slice(0, offset + name.length + 2)];
    if (!kind) throw new Error(`${routeKey(route)}: say in test/helpers/routes.ts what :${name} names`);
    return `/${ids[kind]}`;
  });
}

export const hasParams = (route: Route) => route.path.includes("/:");

interface SampleRequest {
  query?: Record<string, string>;
  body?: unknown;
}

/** A valid request to each route, as the web app sends it: so a refusal is about who asks, not what. */
/** A journal file for the import routes: a CSV of one dream. */
const SAMPLE_CSV = "date,text\n2024-03-15,A quiet harbour at dawn\n";

const SAMPLES: Record<string, (actor: { email: string }) => SampleRequest> = {
  "GET /api/config": () => ({}),
  "GET /api/openapi.json": () => ({}),
  "GET /api/docs": () => ({}),
  "GET /api/me": () => ({}),
  "POST /api/me": () => ({}),
  "PATCH /api/me": () => ({ body: { displayName: "Renamed Dreamer" } }),
  "DELETE /api/me": (actor) => ({ body: { confirm: actor.email } }),
  "GET /api/me/sessions": () => ({}),
  "DELETE /api/me/sessions": () => ({}),
  "DELETE /api/me/sessions/:id": () => ({}),
  "POST /api/billing/checkout": () => ({ body: { interval: "month" } }),
  "POST /api/billing/portal": () => ({}),
  "POST /api/billing/webhook": () => ({ body: { type: "checkout.session.completed" } }),
  "GET /api/billing/test-checkout/:session": () => ({}),
  "POST /api/billing/test-checkout/:session/complete": () => ({}),
  "POST /api/billing/test-checkout/:session/cancel-subscription": () => ({}),
  "POST /api/billing/test-checkout/:session/renew-subscription": () => ({}),
  "POST /api/billing/test-checkout/:session/end-period": () => ({}),
  "GET /api/dreams": () => ({ query: { q: "lighthouse", type: "lucid" } }),
  "POST /api/dreams": () => ({ body: { dreamDate: "2026-03-01", content: "A quiet harbour at dawn" } }),
  "GET /api/dreams/latest": () => ({}),
  "GET /api/dreams/vocabulary": () => ({}),
  "GET /api/dreams/facets": () => ({}),
  "GET /api/dreams/:id": () => ({}),
  "PATCH /api/dreams/:id": () => ({
    body: { title: "Renamed dream", tags: ["sea"], types: ["lucid"], vividness: 4 },
  }),
  "PATCH /api/dreams/:id/detections": () => ({
    body: { emotions: [{ emotion: "fear" }], symbols: [{ symbol: "water" }] },
  }),
  "DELETE /api/dreams/:id": () => ({}),
  "POST /api/dreams/:id/analysis": () => ({}),
  "GET /api/dreams/:id/analysis": () => ({}),
  "POST /api/dreams/:id/analysis/answers": () => ({ body: { answer: "It felt calm." } }),
  "POST /api/dreams/:id/analysis/skip": () => ({}),
  "POST /api/dreams/:id/interpretations": () => ({ body: {} }),
  "GET /api/dreams/:id/interpretations": () => ({}),
  "GET /api/memory": () => ({}),
  "POST /api/memory": () => ({ body: { infoType: "personal", content: "I sail on weekends." } }),
  "PUT /api/memory/:id": () => ({ body: { content: "I sail most weekends." } }),
  "DELETE /api/memory/:id": () => ({}),
  "GET /api/reminders": () => ({}),
  "PUT /api/reminders": () => ({
    body: { enabled: true, time: "07:30", days: [1, 2, 3, 4, 5], timeZone: "Europe/Berlin" },
  }),
  "PUT /api/reminders/push": (actor) => ({
    body: {
      endpoint: `https://push.example.com/send/${encodeURIComponent(actor.email)}`,
      keys: { p256dh: `B${"A".repeat(86)}`, auth: "A".repeat(22) },
    },
  }),
  "DELETE /api/reminders/push": (actor) => ({
    body: { endpoint: `https://push.example.com/send/${encodeURIComponent(actor.email)}` },
  }),
  "POST /api/reminders/unsubscribe": () => ({ body: { token: "not-a-token-anyone-was-sent" } }),
  "GET /api/events": () => ({}),
  "GET /api/stats/calendar": () => ({ query: { month: "2026-02" } }),
  "GET /api/stats/calendar/year": () => ({ query: { year: "2026" } }),
  "GET /api/stats/calendar/day": () => ({ query: { date: "2026-02-01" } }),
  "GET /api/stats/profile": () => ({}),
  "GET /api/export": () => ({ query: { format: "json" } }),
  "POST /api/import/preview": () => ({ body: new TextEncoder().encode(SAMPLE_CSV) }),
  "POST /api/import": () => ({ body: new TextEncoder().encode(SAMPLE_CSV) }),
  "GET /api/symbols": () => ({}),
  "GET /api/symbols/mine": () => ({}),
};

export function sampleRequest(route: Route, actor: { email: string }): SampleRequest {
  const sample = SAMPLES[routeKey(route)];
  if (!sample) throw new Error(`${routeKey(route)}: add a valid request for it to test/helpers/routes.ts`);
  return sample(actor);
}

/**
 * The order to call them in: reads, then writes, then deletions from the narrowest up, and the
 * account's deletion last, so that no call takes away what a later one needs.
 */
export function inCallingOrder(routes: Route[]): Route[] {
  const rank = (route: Route) =>
    route.method === "GET"
      ? 0
      : route.method !== "DELETE"
        ? 1
        : route.path === "/api/me"
          ? 4
          : hasParams(route)
            ? 2
            : 3;
  return [...routes].sort((a, b) => rank(a) - rank(b));
}
