import { describe, expect, it } from "vitest";
import { createUser, signIn } from "../helpers/factories";
import { call, json, randomIp } from "../helpers/http";
import { lastMailTo, pathOf } from "../helpers/outbox";
import { useTestApp } from "../helpers/test-app";

const t = useTestApp();

async function sessionUser(cookie: string) {
  const response = await call(t.app, "/api/auth/get-session", { cookie });
  return ((await json(response)) as { user?: { id: string } } | null)?.user ?? null;
}

describe("password reset", () => {
  it("resets the password through the e-mailed link and ends every session", async () => {
    const user = await createUser(t);
    const laptop = await signIn(t, user);
    expect(laptop.response.status).toBe(200);
    expect(await sessionUser(user.cookie)).not.toBeNull();
    expect(await sessionUser(laptop.cookie)).not.toBeNull();

    const ip = randomIp();
    const request = await call(t.app, "/api/auth/request-password-reset", {
      body: { email: user.email, redirectTo: "/reset-password" },
      ip,
    });
    expect(request.status).toBe(200);
    const mail = await lastMailTo(t.dataDir, user.email);
    expect(mail.subject).toBe("Reset your Somnia password");

    const landing = await call(t.app, pathOf(mail.links[0] as string), { ip });
    expect(landing.status).toBe(302);
    const location = new URL(landing.headers.get("location") as string, "http://localhost:3000");
    expect(location.pathname).toBe("/reset-password");
    const token = location.searchParams.get("token");
    expect(token).toBeTruthy();

    const reset = await call(t.app, "/api/auth/reset-password", {
      body: { token, newPassword: "a brand new secret" },
      ip,
    });
    expect(reset.status).toBe(200);

    expect(await sessionUser(user.cookie)).toBeNull();
    expect(await sessionUser(laptop.cookie)).toBeNull();
    expect((await signIn(t, user)).response.status).toBe(401);
    expect((await signIn(t, { email: user.email, password: "a brand new secret" })).response.status).toBe(
      200,
    );
  });

  it("sends a used or unknown token to the web app with an error", async () => {
    const response = await call(t.app, "/api/auth/reset-password/not-a-token?callbackURL=/reset-password");
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get("location") as string, "http://localhost:3000");
    expect(location.pathname).toBe("/reset-password");
    expect(location.searchParams.get("error")).toBe("INVALID_TOKEN");
  });
});
