import { isMessageCode } from "@somnia/shared/messages";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { createDream, setMembership } from "../helpers/dreams";
import { createUser, type TestUser } from "../helpers/factories";
import { call, json } from "../helpers/http";
import { appRoutes, pathFor, type Route, routeKey, sampleRequest } from "../helpers/routes";
import { useTestApp } from "../helpers/test-app";

/**
 * Generated requests to every route the app mounts (test/helpers/routes.ts): no answer is a 5xx,
 * every refusal carries a message a person can read, and the server answers normally afterwards.
 * `npm test` runs FUZZ_RUNS (default 2,000) per database; `npm run fuzz` runs 10,000. A failure
 * prints its seed: FUZZ_SEED=<seed> replays it.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 2000);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;

const t = useTestApp();
let user: TestUser;
let ids: { dream: string; memory: string };

/** The live events never end, and deleting the account would end the run: everything else is fuzzed. */
const SKIPPED = new Set(["GET /api/events", "DELETE /api/me"]);

const text = fc.oneof(
  fc.string(),
  fc.string({ unit: "grapheme" }),
  fc.constantFrom(
    "",
    " ",
    "\u0000",
    "a\u0000b",
    "\r\n",
    "%00",
    "../..",
    "<script>",
    "9".repeat(40),
    "🌙".repeat(30_000),
  ),
);
const scalar = fc.oneof(text, fc.integer(), fc.double(), fc.boolean(), fc.constant(null));

/** Ids: the user's own, well-formed strangers', and anything at all. */
const id = () =>
  fc.oneof(
    fc.constantFrom(ids.dream, ids.memory),
    fc.uuid(),
    text.map((s) => encodeURIComponent(s) || "x"),
  );

/** A valid sample with fields changed, dropped or added; or any JSON; or text that is not JSON. */
const body = (route: Route) => {
  const sample = sampleRequest(route, user).body;
  const fields = sample && typeof sample === "object" ? Object.keys(sample) : [];
  const keys = fc.constantFrom(...fields, "membershipType", "userId", "id", "__proto__", "extra");
  const mutated = fc
    .tuple(fc.dictionary(keys, fc.oneof(scalar, fc.jsonValue()), { maxKeys: 4 }), fc.subarray(fields))
    .map(([changes, dropped]) => {
      const next: Record<string, unknown> = { ...(sample as Record<string, unknown>), ...changes };
      for (const field of dropped) delete next[field];
      return next;
    });
  return fc.oneof(
    { weight: 4, arbitrary: mutated },
    { weight: 2, arbitrary: fc.jsonValue() },
    { weight: 1, arbitrary: fc.string().map((raw) => ({ raw: `{${raw}` })) },
    { weight: 1, arbitrary: fc.constant(undefined) },
  );
};

const query = (route: Route) => {
  const keys = fc.constantFrom(
    ...Object.keys(sampleRequest(route, user).query ?? {}),
    "q",
    "tag",
    "cursor",
    "limit",
    "format",
    "month",
  );
  return fc.dictionary(keys, text, { maxKeys: 3 });
};

const request = (routes: Route[]) =>
  fc.constantFrom(...routes).chain((route) =>
    fc.record({
      route: fc.constant(route),
      ids: fc.record({
        dream: id(),
        memory: id(),
        session: id(),
        checkout: id(),
        manage: id(),
        manageRenew: id(),
        manageEnd: id(),
      }),
      query: query(route),
      body: body(route),
    }),
  );

beforeAll(async () => {
  user = await createUser(t);
  await setMembership(t, user, "Plus");
  const dream = await createDream(t, user, { content: "A tide that came in over the roofs" });
  const memory = await json(
    await call(t.app, "/api/memory", {
      body: { infoType: "personal", content: "I live by the sea." },
      cookie: user.cookie,
    }),
  );
  ids = { dream: dream.id, memory: memory.id };
});

describe("every route under generated input", () => {
  it(`answers ${RUNS} requests without a server error, every refusal with a message`, async () => {
    const routes = appRoutes(t.app).filter((route) => !SKIPPED.has(routeKey(route)));
    await fc.assert(
      fc.asyncProperty(request(routes), async ({ route, ids: named, query: params, body: sent }) => {
        const search = new URLSearchParams(params).toString();
        const path = `${pathFor(route, named)}${search ? `?${search}` : ""}`;
        const raw = sent && typeof sent === "object" && "raw" in sent ? (sent.raw as string) : undefined;
        const response = await call(t.app, path, {
          method: route.method,
          body: route.method === "GET" ? undefined : (raw ?? sent),
          cookie: user.cookie,
          ip: user.ip,
        });
        const answer = await response.text();
        expect(response.status, `${route.method} ${path}: ${answer.slice(0, 300)}`).toBeLessThan(500);
        if (response.status >= 400) {
          const reason = (JSON.parse(answer) as { error?: { reason?: unknown } }).error?.reason;
          expect(isMessageCode(reason), `${route.method} ${path}: ${answer}`).toBe(true);
        }
      }),
      { numRuns: RUNS, seed: SEED, endOnFailure: true },
    );
    // Still itself: the user's session, journal and profile answer as before.
    expect((await call(t.app, "/api/me", { cookie: user.cookie })).status).toBe(200);
    expect((await call(t.app, "/api/dreams", { cookie: user.cookie })).status).toBe(200);
    expect((await call(t.app, "/api/config")).status).toBe(200);
  });
});
