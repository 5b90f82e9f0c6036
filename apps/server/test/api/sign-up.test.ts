import { AUTH_MESSAGES } from "@somnia/shared/auth";
import { describe, expect, it } from "vitest";
import { createUser } from "../helpers/factories";
import { call, cookiesFrom, json, randomIp } from "../helpers/http";
import { lastMailTo, mailsTo, pathOf } from "../helpers/outbox";
import { useTestApp } from "../helpers/test-app";

const t = useTestApp();

describe("sign-up", () => {
  it("signs up, verifies through the e-mailed link, signs in, and signs out", async () => {
    const ip = randomIp();
    const email = "luna@example.com";
    const signUp = await call(t.app, "/api/auth/sign-up/email", {
      body: { email, password: "moonlight-sonata", name: "Luna" },
      ip,
    });
    expect(signUp.status).toBe(200);
    expect(cookiesFrom(signUp)).toBe(""); // no session before the e-mail is confirmed

    const mail = await lastMailTo(t.dataDir, email);
    expect(mail.subject).toContain("Somnia");
    const link = new URL(mail.links[0] as string);
    expect(link.pathname).toBe("/api/auth/verify-email");
    expect(link.searchParams.get("callbackURL")).toBe("/email-confirmation");

    const verify = await call(t.app, pathOf(link.toString()), { ip });
    expect(verify.status).toBe(302);
    expect(verify.headers.get("location")).toBe("/email-confirmation");
    const verifiedCookie = cookiesFrom(verify);
    expect(verifiedCookie).toMatch(/^somnia\.session_token=/);

    const signIn = await call(t.app, "/api/auth/sign-in/email", {
      body: { email, password: "moonlight-sonata" },
      ip,
    });
    expect(signIn.status).toBe(200);
    const cookie = cookiesFrom(signIn);
    const setCookie = signIn.headers.getSetCookie().join("\n");
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/i);

    const session = await call(t.app, "/api/auth/get-session", { cookie, ip });
    expect(((await json(session)) as { user: { email: string } }).user.email).toBe(email);

    const signOut = await call(t.app, "/api/auth/sign-out", { method: "POST", body: {}, cookie, ip });
    expect(signOut.status).toBe(200);
    const after = await call(t.app, "/api/auth/get-session", { cookie, ip });
    expect(await json(after)).toBeNull();
  });

  it("refuses to sign in before the e-mail is verified, and sends a fresh link", async () => {
    const ip = randomIp();
    const email = "unverified@example.com";
    await call(t.app, "/api/auth/sign-up/email", {
      body: { email, password: "not-yet-verified", name: "Una" },
      ip,
    });
    const before = (await mailsTo(t.dataDir, email)).length;

    const signIn = await call(t.app, "/api/auth/sign-in/email", {
      body: { email, password: "not-yet-verified" },
      ip,
    });
    expect(signIn.status).toBe(403);
    expect(((await json(signIn)) as { code: string }).code).toBe("EMAIL_NOT_VERIFIED");
    expect(cookiesFrom(signIn)).toBe("");
    expect((await mailsTo(t.dataDir, email)).length).toBe(before + 1);
  });

  it("answers a sign-up for a taken e-mail exactly like a fresh one, and tells the owner", async () => {
    const owner = await createUser(t, { email: "taken@example.com", name: "Tess" });
    const fresh = await call(t.app, "/api/auth/sign-up/email", {
      body: { email: "new-one@example.com", password: "another-password", name: "Tess" },
      ip: randomIp(),
    });
    const duplicate = await call(t.app, "/api/auth/sign-up/email", {
      body: { email: owner.email, password: "another-password", name: "Tess" },
      ip: randomIp(),
    });
    expect(duplicate.status).toBe(fresh.status);
    expect(cookiesFrom(duplicate)).toBe(cookiesFrom(fresh));
    const shape = (body: { token: unknown; user: Record<string, unknown> }) => ({
      token: body.token,
      user: {
        ...body.user,
        id: typeof body.user.id,
        email: "<email>",
        createdAt: "<date>",
        updatedAt: "<date>",
      },
    });
    const freshBody = await json(fresh);
    const duplicateBody = await json(duplicate);
    expect(Object.keys(duplicateBody.user).sort()).toEqual(Object.keys(freshBody.user).sort());
    expect(shape(duplicateBody)).toEqual(shape(freshBody));
    expect(duplicateBody.user.id).not.toBe(owner.id);

    const notice = await lastMailTo(t.dataDir, owner.email);
    expect(notice.subject).toMatch(/tried to sign up/);
  });

  it.each([
    [
      "a bad e-mail",
      { email: "not-an-email", password: "long-enough-pw", name: "Val" },
      AUTH_MESSAGES.invalidEmail,
    ],
    [
      "a short password",
      { email: "short@example.com", password: "1234567", name: "Val" },
      AUTH_MESSAGES.shortPassword,
    ],
    [
      "a short name",
      { email: "name@example.com", password: "long-enough-pw", name: "V" },
      AUTH_MESSAGES.shortName,
    ],
  ])("refuses %s with the product's message", async (_label, body, reason) => {
    const response = await call(t.app, "/api/auth/sign-up/email", { body, ip: randomIp() });
    expect(response.status).toBe(400);
    expect((await json(response)).error).toEqual({ code: "VALIDATION_FAILED", reason });
    expect(await mailsTo(t.dataDir, body.email)).toHaveLength(0);
  });

  it("sends a bad verification link to the web app with an error", async () => {
    const response = await call(t.app, "/api/auth/verify-email?token=forged&callbackURL=/email-confirmation");
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/email-confirmation?error=INVALID_TOKEN");
    expect(cookiesFrom(response)).toBe("");
  });

  it("answers malformed JSON with 400, not 500", async () => {
    const response = await call(t.app, "/api/auth/sign-up/email", { body: "{not json", ip: randomIp() });
    expect(response.status).toBe(400);
    expect((await json(response)).error.code).toBe("BAD_REQUEST");
  });

  it("rate-limits resending the verification e-mail", async () => {
    const ip = randomIp();
    const body = { email: "unverified@example.com" };
    const first = await call(t.app, "/api/auth/send-verification-email", { body, ip });
    expect(first.status).toBe(200);
    const second = await call(t.app, "/api/auth/send-verification-email", { body, ip });
    expect(second.status).toBe(429);
  });
});
