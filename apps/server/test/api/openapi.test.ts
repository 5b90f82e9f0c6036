import { beforeAll, describe, expect, it } from "vitest";
import { operationIdFor } from "../../src/lib/openapi-document";
import { contractOf, escapePointer } from "../helpers/contract";
import { createUser, type TestUser } from "../helpers/factories";
import { call, json } from "../helpers/http";
import { PUBLIC_URL, useTestApp } from "../helpers/test-app";

const t = useTestApp();
const METHODS = ["get", "post", "put", "patch", "delete"];
const AUTH = "/api/auth/";

type Operation = {
  operationId?: string;
  requestBody?: { content?: Record<string, unknown> };
  parameters?: unknown[];
  responses: Record<string, { headers?: Record<string, unknown>; content?: Record<string, unknown> }>;
};
type PathItem = Record<string, Operation>;

async function loadDocument() {
  return (await contractOf(t.app)).document;
}

/** `METHOD /path/{param}` for every operation of the document. */
function documented(paths: Record<string, object>): string[] {
  return Object.entries(paths).flatMap(([path, item]) =>
    METHODS.filter((m) => m in item).map((m) => `${m.toUpperCase()} ${path}`),
  );
}

describe("the OpenAPI document", () => {
  it("is served as OpenAPI 3.1 with Somnia's info, server and cookie session", async () => {
    const response = await call(t.app, "/api/openapi.json");
    expect(response.status).toBe(200);
    expect(await json(response)).toMatchObject({
      openapi: "3.1.0",
      info: { title: "Somnia API" },
      servers: [{ url: PUBLIC_URL }],
      security: [{ session: [] }],
      components: { securitySchemes: { session: { type: "apiKey", in: "cookie" } } },
    });
  });

  it("names every operation by its method and path, each name once", async () => {
    const document = await loadDocument();
    const ids = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.entries(item as PathItem).map(([method, op]) => {
        expect({ path, method, operationId: op.operationId }).toEqual({
          path,
          method,
          operationId: operationIdFor(method, path),
        });
        return op.operationId;
      }),
    );
    expect(new Set(ids).size).toBe(ids.length);
    expect(operationIdFor("get", "/api/dreams/{id}/analysis")).toBe("getDreamsByIdAnalysis");
    expect(operationIdFor("post", "/api/auth/sign-in/email")).toBe("postAuthSignInEmail");
  });

  it("holds JSON Schema 2020-12 in every parameter, body, header and response", async () => {
    const contract = await contractOf(t.app);
    const pointers: string[] = [];
    for (const [path, item] of Object.entries(contract.document.paths)) {
      for (const [method, op] of Object.entries(item as PathItem)) {
        const at = `#/paths/${escapePointer(path)}/${method}`;
        for (const i of (op.parameters ?? []).keys()) pointers.push(`${at}/parameters/${i}/schema`);
        for (const media of Object.keys(op.requestBody?.content ?? {})) {
          pointers.push(`${at}/requestBody/content/${escapePointer(media)}/schema`);
        }
        for (const [status, response] of Object.entries(op.responses)) {
          for (const name of Object.keys(response.headers ?? {})) {
            pointers.push(`${at}/responses/${status}/headers/${escapePointer(name)}/schema`);
          }
          for (const media of Object.keys(response.content ?? {})) {
            pointers.push(`${at}/responses/${status}/content/${escapePointer(media)}/schema`);
          }
        }
      }
    }
    expect(pointers.length).toBeGreaterThan(300);
    // Strict: a keyword JSON Schema does not know (a serialised zod object's `def`) fails to compile.
    const failures = pointers.flatMap((pointer) => {
      try {
        contract.validator(pointer);
        return [];
      } catch (error) {
        return [`${pointer}: ${(error as Error).message}`];
      }
    });
    expect(failures).toEqual([]);
  });

  it("lists exactly the /api routes the app mounts, and the better-auth endpoints it answers", async () => {
    const document = await loadDocument();
    const mounted = t.app.routes
      .filter((r) => r.method !== "ALL" && r.path.startsWith("/api/"))
      .map((r) => `${r.method} ${r.path.replace(/:(\w+)/g, "{$1}")}`);
    const operations = documented(document.paths);
    const own = (list: string[]) => [...new Set(list.filter((r) => !r.includes(AUTH)))].sort();
    expect(own(operations)).toEqual(own(mounted));
    // routes/auth.ts forwards GET and POST under /api/auth to better-auth: every endpoint it
    // offers is documented, or refused (its POST get-session answers 405).
    const library = await t.ctx.auth.api.generateOpenAPISchema();
    const offered = Object.entries(library.paths).flatMap(([path, item]) =>
      ["get", "post"].filter((m) => m in item).map((m) => `${m.toUpperCase()} /api/auth${path}`),
    );
    const authOperations = operations.filter((r) => r.includes(AUTH));
    expect(authOperations.filter((op) => !offered.includes(op))).toEqual([]);
    for (const op of offered.filter((o) => !authOperations.includes(o))) {
      const [method, path] = op.split(" ") as [string, string];
      const response = await call(t.app, path.replace(/\{\w+\}/g, "x"), {
        method,
        body: method === "POST" ? {} : undefined,
      });
      expect({ op, refused: [404, 405].includes(response.status) }).toEqual({ op, refused: true });
    }
    expect(authOperations).not.toContain("POST /api/auth/get-session");
    for (const used of ["sign-up/email", "sign-in/email", "sign-out", "reset-password", "verify-email"]) {
      expect(authOperations).toContain(`${used === "verify-email" ? "GET" : "POST"} ${AUTH}${used}`);
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
    expect(page).toContain('id="getAuthGetSession"');
    expect(page).toContain("<code>Retry-After</code>");
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
      Object.entries(item as PathItem)
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
            reason: "REQUEST_NOT_JSON_MEDIA_TYPE",
          },
        },
      });
      const malformed = await call(t.app, path, { method, body: "{", cookie: ada.cookie });
      expect({ path, status: malformed.status, body: await json(malformed) }).toEqual({
        path,
        status: 400,
        body: { error: { code: "BAD_REQUEST", reason: "REQUEST_NOT_JSON" } },
      });
    }
  });
});
