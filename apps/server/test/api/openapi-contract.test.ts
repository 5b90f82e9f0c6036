import { beforeAll, describe, expect, it } from "vitest";
import { FILE_UPLOAD_PATHS, SIGNED_WEBHOOK_PATHS } from "../../src/lib/request-guard";
import { checkContract, contractOf } from "../helpers/contract";
import { createUser, type TestUser } from "../helpers/factories";
import { call, json } from "../helpers/http";
import { PUBLIC_URL, useTestApp } from "../helpers/test-app";

/**
 * The contract check every API test's request goes through (helpers/http.ts → helpers/contract.ts),
 * and the answers every operation gives before its route runs, checked against the document.
 */
// An import takes files up to IMPORT_MAX_MB: 1 here, so its 413 is as cheap to reach as the others'.
const t = useTestApp({ IMPORT_MAX_MB: "1" });
const UNSAFE = ["POST", "PUT", "PATCH", "DELETE"];
const MAX_BODY_BYTES = 1024 * 1024;

const jsonResponse = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json", ...headers },
  });
const check = (method: string, path: string, response: Response) =>
  checkContract(t.app, method, `${PUBLIC_URL}${path}`, response);

describe("the contract check of every test call", () => {
  it("fails a body that does not match the documented schema", async () => {
    await expect(check("GET", "/api/config", jsonResponse({ googleEnabled: "yes" }))).rejects.toThrow(
      /does not match GET \/api\/config's schema/,
    );
  });

  it("fails a status the operation does not document, and a path no operation has unless refused", async () => {
    await expect(check("GET", "/api/dreams/abc", jsonResponse({}, 409))).rejects.toThrow(/does not document/);
    await expect(check("GET", "/api/dreams/abc/nothing", jsonResponse({}, 200))).rejects.toThrow(
      /no documented operation/,
    );
    await check(
      "GET",
      "/api/dreams/abc/nothing",
      jsonResponse({ error: { code: "NOT_FOUND", reason: "x" } }, 404),
    );
  });

  it("fails a media type, a missing body or a missing required header the document does not allow", async () => {
    const html = new Response("<p>hi</p>", { status: 200, headers: { "content-type": "text/html" } });
    await expect(check("GET", "/api/config", html)).rejects.toThrow(/documents no text\/html/);
    const empty = new Response("", { status: 200, headers: { "content-type": "application/json" } });
    await expect(check("GET", "/api/config", empty)).rejects.toThrow(/has no body/);
    const tooMany = { error: { code: "RATE_LIMITED", reason: "Too many requests" } };
    await expect(check("GET", "/api/events", jsonResponse(tooMany, 429))).rejects.toThrow(
      /lacks the Retry-After header/,
    );
    await check("GET", "/api/events", jsonResponse(tooMany, 429, { "retry-after": "3" }));
    const bare = new Response(null, { status: 302 });
    await expect(check("GET", "/api/auth/verify-email", bare)).rejects.toThrow(/lacks the Location header/);
  });

  it("holds better-auth's answers to the document too: get-session never shows the session token", async () => {
    const user = await createUser(t);
    const session = await json(await call(t.app, "/api/auth/get-session", { cookie: user.cookie }));
    await check("GET", "/api/auth/get-session", jsonResponse(session));
    const leaked = { ...session, session: { ...session.session, token: "secret" } };
    await expect(check("GET", "/api/auth/get-session", jsonResponse(leaked))).rejects.toThrow(
      /must NOT have additional properties/,
    );
  });
});

describe("what every operation answers before its route runs", () => {
  let ada: TestUser;
  let operations: { method: string; path: string; key: string; statuses: string[]; secured: boolean }[];
  beforeAll(async () => {
    ada = await createUser(t, { name: "Ada" });
    const { document } = await contractOf(t.app);
    operations = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.entries(item as Record<string, { responses: object; security?: object[] }>).map(
        ([method, op]) => ({
          method: method.toUpperCase(),
          path: path.replace(/\{\w+\}/g, "x"),
          key: `${method.toUpperCase()} ${path}`,
          statuses: Object.keys(op.responses),
          // The document's default is the session; public routes say `security: []`, auth's `[{}, session]`.
          secured: op.security === undefined,
        }),
      ),
    );
  });

  it("documents and answers 403 (another site), 413 (too large) and 415 (not JSON) on every state change", async () => {
    const changes = operations.filter((op) => UNSAFE.includes(op.method));
    expect(changes.length).toBeGreaterThanOrEqual(30);
    for (const { method, path, key, statuses } of changes) {
      const signed = SIGNED_WEBHOOK_PATHS.includes(path);
      expect({ key, guarded: ["403", "413", "415"].filter((s) => statuses.includes(s)) }).toEqual({
        key,
        guarded: signed ? ["413"] : ["403", "413", "415"],
      });
      const cookie = ada.cookie;
      // A file upload's body is a file (`application/octet-stream`), everything else's JSON.
      const upload = FILE_UPLOAD_PATHS.includes(path);
      const oversized = "x".repeat(MAX_BODY_BYTES + 1);
      const body = upload ? new TextEncoder().encode(oversized) : oversized;
      const large = await call(t.app, path, { method, body, cookie });
      expect({ key, status: large.status }).toEqual({ key, status: 413 });
      if (signed) continue;
      const headers = { origin: "https://elsewhere.example" };
      const crossSite = await call(t.app, path, { method, body: {}, cookie, headers });
      expect({ key, status: crossSite.status }).toEqual({ key, status: 403 });
      const form = { "content-type": "application/x-www-form-urlencoded" };
      const notJson = await call(t.app, path, { method, body: "a=b", cookie, headers: form });
      expect({ key, status: notJson.status }).toEqual({ key, status: 415 });
    }
  });

  it("documents and answers 401 without a session on every operation that needs one", async () => {
    const secured = operations.filter((op) => op.secured);
    expect(secured.length).toBeGreaterThanOrEqual(40);
    for (const { method, path, key, statuses } of secured) {
      expect({ key, documents401: statuses.includes("401") }).toEqual({ key, documents401: true });
      const body = FILE_UPLOAD_PATHS.includes(path) ? new Uint8Array([1]) : {};
      const response = await call(t.app, path, { method, body: UNSAFE.includes(method) ? body : undefined });
      expect({ key, status: response.status }).toEqual({ key, status: 401 });
    }
  });
});
