import { randomUUID } from "node:crypto";
import { expect } from "vitest";
import { call, cookiesFrom, randomIp } from "./http";
import { lastMailTo, pathOf } from "./outbox";
import type { TestApp } from "./test-app";

export interface TestUser {
  id: string;
  email: string;
  password: string;
  name: string;
  /** The session cookie header after following the verification link. */
  cookie: string;
  ip: string;
}

/** Signs up through the API, follows the verification link from the outbox, returns the session. */
export async function createUser(
  t: TestApp,
  overrides: Partial<Pick<TestUser, "email" | "password" | "name">> = {},
) {
  const ip = randomIp();
  const user = {
    email: overrides.email ?? `dreamer-${randomUUID().slice(0, 8)}@example.com`,
    password: overrides.password ?? "correct horse battery",
    name: overrides.name ?? "Dana Dreamer",
  };
  const signUp = await call(t.app, "/api/auth/sign-up/email", { body: user, ip });
  expect(signUp.status).toBe(200);
  const mail = await lastMailTo(t.dataDir, user.email);
  const verify = await call(t.app, pathOf(mail.links[0] as string), { ip });
  expect(verify.status).toBe(302);
  const cookie = cookiesFrom(verify);
  const session = await call(t.app, "/api/auth/get-session", { cookie, ip });
  const body = (await session.json()) as { user: { id: string } };
  return { ...user, id: body.user.id, cookie, ip } satisfies TestUser;
}

/** Signs in with e-mail and password; returns the response and its cookie header. */
export async function signIn(t: TestApp, user: Pick<TestUser, "email" | "password">, ip = randomIp()) {
  const response = await call(t.app, "/api/auth/sign-in/email", {
    body: { email: user.email, password: user.password },
    ip,
  });
  return { response, cookie: cookiesFrom(response) };
}

/** Asks for a password reset for `email` and follows the e-mailed link: the token the reset form sends. */
export async function passwordResetToken(t: TestApp, email: string, ip = randomIp()): Promise<string> {
  const body = { email, redirectTo: "/reset-password" };
  expect((await call(t.app, "/api/auth/request-password-reset", { body, ip })).status).toBe(200);
  const landing = await call(t.app, pathOf((await lastMailTo(t.dataDir, email)).links[0] as string), { ip });
  const token = new URL(landing.headers.get("location") as string, "http://x").searchParams.get("token");
  expect(token).toBeTruthy();
  return token as string;
}
