import { AUTH_CALLBACK_PATHS } from "@somnia/shared/auth";
import { REQUEST_MESSAGES } from "@somnia/shared/errors";
import { describe, expect, it } from "vitest";
import { call, json, randomIp } from "../helpers/http";
import { PUBLIC_URL, useTestApp } from "../helpers/test-app";

const LANDING_URL = "http://localhost:3001";
const t = useTestApp({ LANDING_URL, GOOGLE_CLIENT_ID: "client-id", GOOGLE_CLIENT_SECRET: "client-secret" });
const OWN_ORIGINS = [PUBLIC_URL, LANDING_URL];

/**
 * Addresses that lead to evil.example once a browser (or a server normalising them) reads them:
 * dot-segments, backslashes, encoded once and twice, tabs and newlines, look-alike characters.
 */
function hostileTargets(): string[] {
  const host = "evil.example";
  const dots = ["/.", "/..", "/x/..", "/%2e", "/%2E%2E", "/.%2e", "/%252e", "/%25252e", "/./."];
  const slashes = [
    "//",
    "/\\",
    "\\/",
    "\\\\",
    "/%2F",
    "%2F/",
    "/%5C",
    "/%252F",
    "/\t/",
    "/%09/",
    "/\n/",
    "/%0a/",
  ];
  const bare = [
    // The addresses first found to pass better-auth's own check.
    `/.//${host}`,
    `/..//${host}`,
    `/x/..//${host}`,
    `/%2e//${host}`,
    ...slashes.map((s) => `${s}${host}`),
    `///${host}`,
    `%2F%2F${host}`,
    `%252F%252F${host}`,
    `\t//${host}`,
    ` //${host}`,
    `https://${host}`,
    `https:${host}`,
    `https:/\\${host}`,
    `//${host}%2F..`,
    `${PUBLIC_URL}@${host}`,
    `${PUBLIC_URL}.${host}`,
    `//evil\u3002example`,
    `/\uFF0F${host}`,
    `/\u2215${host}`,
    `/\u2044${host}`,
    "javascript:alert(1)",
    "data:text/html,<script>alert(1)</script>",
  ];
  return [...bare, ...dots.flatMap((d) => slashes.map((s) => `${d}${s}${host}`))];
}

/**
 * Every way a client can hand better-auth an address to send the browser to afterwards, and how
 * each answers it: refused (400), a closed endpoint (404), or, for the error page, which takes no
 * address but puts its `error` in one, any answer that stays on Somnia.
 */
const ROUTES: Array<{ name: string; answer?: 404 | "any"; send: (target: string) => Promise<Response> }> = [
  ...["callbackURL", "errorCallbackURL", "newUserCallbackURL", "redirectTo"].map((name) => ({
    name: `GET verify-email ?${name}`,
    send: (target: string) => get(`/api/auth/verify-email?token=bogus&${query(name, target)}`),
  })),
  {
    name: "GET reset-password/:token",
    send: (x) => get(`/api/auth/reset-password/bogus?${query("callbackURL", x)}`),
  },
  {
    name: "GET error",
    answer: "any",
    send: (x) => get(`/api/auth/error?${query("error", x)}&${query("error_description", x)}`),
  },
  {
    name: "GET callback/google",
    send: (x) => get(`/api/auth/callback/google?state=s&code=c&${query("callbackURL", x)}`),
  },
  {
    name: "POST callback/google",
    send: (x) => post(`/api/auth/callback/google?${query("callbackURL", x)}`, {}),
  },
  {
    name: "POST sign-in/email",
    send: (x) =>
      post("/api/auth/sign-in/email", { email: "a@example.com", password: "pw-1234567", callbackURL: x }),
  },
  {
    name: "POST sign-up/email",
    send: (x) =>
      post("/api/auth/sign-up/email", {
        email: "b@example.com",
        password: "a long passphrase",
        name: "Bea",
        callbackURL: x,
      }),
  },
  ...["callbackURL", "errorCallbackURL", "newUserCallbackURL"].map((field) => ({
    name: `POST sign-in/social ${field}`,
    send: (x: string) => post("/api/auth/sign-in/social", { provider: "google", [field]: x }),
  })),
  {
    name: "POST send-verification-email",
    send: (x) => post("/api/auth/send-verification-email", { email: "c@example.com", callbackURL: x }),
  },
  {
    name: "POST request-password-reset",
    send: (x) => post("/api/auth/request-password-reset", { email: "d@example.com", redirectTo: x }),
  },
  { name: "POST sign-out", send: (x) => post("/api/auth/sign-out", { callbackURL: x }) },
  {
    name: "POST change-email",
    answer: 404,
    send: (x) => post("/api/auth/change-email", { newEmail: "e@example.com", callbackURL: x }),
  },
  {
    name: "POST sign-in/email ?callbackURL",
    send: (x) => post(`/api/auth/sign-in/email?${query("callbackURL", x)}`, {}),
  },
];

function query(name: string, value: string): string {
  return new URLSearchParams({ [name]: value }).toString();
}

function get(path: string): Promise<Response> {
  return call(t.app, path, { ip: randomIp() });
}

function post(path: string, body: Record<string, unknown>): Promise<Response> {
  return call(t.app, path, { body, ip: randomIp() });
}

function errorOf(text: string): { code?: string; reason?: string } | undefined {
  try {
    return JSON.parse(text).error;
  } catch {
    return undefined;
  }
}

/** Where a browser would go: the Location resolved against the page, as the browser resolves it. */
function destination(response: Response): string | null {
  const location = response.headers.get("location");
  return location === null ? null : new URL(location, `${PUBLIC_URL}/api/auth/x`).origin;
}

describe("redirects stay on Somnia", () => {
  const targets = hostileTargets();

  it.each(ROUTES)("$name never sends the browser off Somnia, and refuses the address", async (route) => {
    expect(targets.length).toBeGreaterThan(100);
    const wrong: unknown[] = [];
    for (const target of targets) {
      const response = await route.send(target);
      const where = destination(response);
      const error = errorOf(await response.text());
      const refused =
        route.answer === "any" ||
        (route.answer === 404
          ? response.status === 404
          : response.status === 400 &&
            error?.code === "BAD_REQUEST" &&
            error?.reason === REQUEST_MESSAGES.foreignCallback);
      if ((where !== null && !OWN_ORIGINS.includes(where)) || !refused) {
        wrong.push({ target, status: response.status, location: response.headers.get("location") });
      }
    }
    expect(wrong).toEqual([]);
  });

  it("still follows Somnia's own addresses, relative or absolute", async () => {
    for (const target of [
      ...Object.values(AUTH_CALLBACK_PATHS),
      `${PUBLIC_URL}/journal`,
      "/",
      "/auth?tab=sign-in",
    ]) {
      const response = await get(`/api/auth/verify-email?token=bogus&${query("callbackURL", target)}`);
      expect({ target, status: response.status }).toEqual({ target, status: 302 });
      expect(destination(response)).toBe(PUBLIC_URL);
    }
    const reset = await get(
      `/api/auth/reset-password/bogus?${query("callbackURL", AUTH_CALLBACK_PATHS.resetPassword)}`,
    );
    expect(reset.headers.get("location")).toBe(
      `${PUBLIC_URL}${AUTH_CALLBACK_PATHS.resetPassword}?error=INVALID_TOKEN`,
    );
  });

  it("lets the Google sign-in answer name Google's address in its body, not as a redirect", async () => {
    const response = await post("/api/auth/sign-in/social", {
      provider: "google",
      callbackURL: AUTH_CALLBACK_PATHS.oauthSuccess,
      errorCallbackURL: AUTH_CALLBACK_PATHS.authError,
    });
    expect(response.status).toBe(200);
    expect(new URL((await json(response)).url).origin).toBe("https://accounts.google.com");
    expect(response.headers.get("location")).toBeNull();
  });
});
