import { Validator } from "@seriousme/openapi-schema-validator";
import { beforeAll, describe, expect, it } from "vitest";
import type { OpenApiDocument } from "../../src/lib/openapi-document";
import { checkContract } from "../helpers/contract";
import { createUser, type TestUser } from "../helpers/factories";
import { call, json } from "../helpers/http";
import { PUBLIC_URL, useTestApp } from "../helpers/test-app";

const t = useTestApp();
const METHODS = ["get", "post", "put", "patch", "delete"];
const AUTH = "/api/auth/";

type Operation = { requestBody?: { content?: Record<string, unknown> } };

async function loadDocument(): Promise<OpenApiDocument> {
  const response = await call(t.app, "/api/openapi.json");
  expect(response.status).toBe(200);
  return json(response);
}

/** `METHOD /path/{param}` for every operation of the document. */
function documented(document: OpenApiDocument): string[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    METHODS.filter((m) => m in item).map((m) => `${m.toUpperCase()} ${path}`),
  );
}

describe("the OpenAPI document", () => {
  it("is valid OpenAPI 3.1 with Somnia's info, server and cookie session", async () => {
    const document = await loadDocument();
    const validator = new Validator();
    const result = await validator.validate({ ...document });
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
    expect(validator.version).toBe("3.1");
    expect(document.info.title).toBe("Somnia API");
    expect(document).toMatchObject({
      servers: [{ url: PUBLIC_URL }],
      security: [{ session: [] }],
      components: { securitySchemes: { session: { type: "apiKey", in: "cookie" } } },
    });
  });

  it("lists exactly the routes the app mounts, better-auth's under its wildcard", async () => {
    const document = await loadDocument();
    const mounted = new Set(
      t.app.routes
        .filter((r) => r.method !== "ALL")
        .map((r) => `${r.method} ${r.path.replace(/:(\w+)/g, "{$1}")}`),
    );
    // routes/auth.ts forwards GET and POST of everything under /api/auth to better-auth.
    expect([...mounted].filter((r) => r.includes(AUTH)).sort()).toEqual([
      "GET /api/auth/*",
      "GET /api/auth/get-session",
      "POST /api/auth/*",
      "POST /api/auth/reset-password",
      "POST /api/auth/sign-in/email",
      "POST /api/auth/sign-up/email",
    ]);
    const operations = documented(document);
    const ownRoutes = (list: Iterable<string>) => [...list].filter((r) => !r.includes(AUTH)).sort();
    expect(ownRoutes(operations)).toEqual(ownRoutes(mounted));
    const authOperations = operations.filter((r) => r.includes(AUTH));
    expect(authOperations.every((r) => /^(GET|POST) /.test(r))).toBe(true);
    for (const used of ["sign-up/email", "sign-in/email", "sign-out", "get-session", "reset-password"]) {
      expect(authOperations).toContain(`${used === "get-session" ? "GET" : "POST"} ${AUTH}${used}`);
    }
    // better-auth's own schema and reference routes stay unmounted (the document is this one),
    // and so do the endpoints Somnia does not use: neither in the document nor answered.
    for (const hidden of [
      "open-api/generate-schema",
      "reference",
      "update-user",
      "list-sessions",
      "change-password",
    ]) {
      expect(authOperations.some((r) => r.endsWith(`${AUTH}${hidden}`))).toBe(false);
      for (const method of ["GET", "POST"]) {
        expect(
          (await call(t.app, `${AUTH}${hidden}`, { method, body: method === "POST" ? {} : undefined }))
            .status,
        ).toBe(404);
      }
    }
  });

  it("has a readable reference page that needs no script and nothing from another origin", async () => {
    const document = await loadDocument();
    const response = await call(t.app, "/api/docs");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/html/);
    expect(response.headers.get("content-security-policy")).toContain("script-src 'self'");
    const page = await response.text();
    expect(page).not.toMatch(/<script|<link|src="http|href="http/i);
    for (const path of Object.keys(document.paths)) expect(page).toContain(`<code>${path}</code>`);
  });
});

describe("JSON request bodies", () => {
  let ada: TestUser;
  beforeAll(async () => {
    ada = await createUser(t, { name: "Ada" });
  });

  it("refuse another media type with 415 and malformed JSON with 400, on every route that takes one", async () => {
    const document = await loadDocument();
    const routes = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.entries(item as Record<string, Operation>)
        .filter(([, op]) => op.requestBody?.content?.["application/json"])
        // Somnia's own: better-auth reads its bodies itself, the Stripe webhook its raw bytes.
        .filter(() => !path.startsWith(AUTH) && !path.endsWith("/webhook"))
        .map(([method]) => ({ method: method.toUpperCase(), path: path.replace(/\{\w+\}/g, "x") })),
    );
    expect(routes.length).toBeGreaterThanOrEqual(8);
    for (const { method, path } of routes) {
      const text = await call(t.app, path, {
        method,
        body: "confirm=yes",
        headers: { "content-type": "text/plain" },
        cookie: ada.cookie,
      });
      expect({ path, status: text.status, body: await json(text) }).toEqual({
        path,
        status: 415,
        body: {
          error: {
            code: "UNSUPPORTED_MEDIA_TYPE",
            message: "The request body must be JSON (Content-Type: application/json)",
          },
        },
      });
      const malformed = await call(t.app, path, { method, body: "{", cookie: ada.cookie });
      expect({ path, status: malformed.status, body: await json(malformed) }).toEqual({
        path,
        status: 400,
        body: { error: { code: "BAD_REQUEST", message: "The request body is not valid JSON" } },
      });
    }
  });
});

describe("the contract check of every test call", () => {
  const jsonResponse = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

  it("fails a body that does not match the route's declared schema", async () => {
    const url = `${PUBLIC_URL}/api/config`;
    await expect(checkContract(t.app, "GET", url, jsonResponse({ googleEnabled: "yes" }))).rejects.toThrow(
      /does not match \/api\/config's schema/,
    );
  });

  it("fails a status the route does not declare, and a path no route declares", async () => {
    const dream = `${PUBLIC_URL}/api/dreams/abc`;
    await expect(checkContract(t.app, "GET", dream, jsonResponse({}, 409))).rejects.toThrow(
      /does not declare/,
    );
    const unknown = `${PUBLIC_URL}/api/dreams/abc/nothing`;
    await expect(checkContract(t.app, "GET", unknown, jsonResponse({}, 200))).rejects.toThrow(
      /no declared route/,
    );
  });
});
