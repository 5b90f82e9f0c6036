import { AUTH_MESSAGES } from "@somnia/shared/auth";
import { describe, expect, it } from "vitest";
import { createUser, passwordResetToken } from "../helpers/factories";
import { call, json, randomIp } from "../helpers/http";
import { useTestApp } from "../helpers/test-app";

const t = useTestApp();

const signUp = (body: Record<string, unknown>) =>
  call(t.app, "/api/auth/sign-up/email", { body, ip: randomIp() });

describe("sign-up and password reset at the edge", () => {
  it("refuses a name with a NUL byte with the name's message, never a database error", async () => {
    const response = await signUp({
      email: "nul@example.com",
      password: "a quiet harbour at dawn",
      name: "ab\u0000cd",
    });
    expect(response.status).toBe(400);
    expect((await json(response)).error.reason).toBe(AUTH_MESSAGES.nameControlCharacter);
  });

  it("refuses fields better-auth would store unchecked", async () => {
    const response = await signUp({
      email: "image@example.com",
      password: "a quiet harbour at dawn",
      name: "Imogen",
      image: ["x"],
    });
    expect(response.status).toBe(400);
  });

  it.each(["password123", "iloveyou1", "qwertyuiop", "somnia2024", "Dreamjournal"])(
    "refuses the guessable password %s on sign-up",
    async (password) => {
      const response = await signUp({ email: `weak-${randomIp()}@example.com`, password, name: "Wendy" });
      expect(response.status).toBe(400);
      expect((await json(response)).error.reason).toBe(AUTH_MESSAGES.weakPassword);
    },
  );

  it("refuses a password made of the person's own e-mail and name", async () => {
    const response = await signUp({
      email: "marigold.finch@example.com",
      password: "marigoldfinch",
      name: "Marigold Finch",
    });
    expect((await json(response)).error.reason).toBe(AUTH_MESSAGES.weakPassword);
  });

  it("refuses a guessable new password on reset, and the old one still works", async () => {
    const user = await createUser(t);
    const token = await passwordResetToken(t, user.email);
    const reset = await call(t.app, "/api/auth/reset-password", {
      body: { token, newPassword: "password1" },
      ip: randomIp(),
    });
    expect(reset.status).toBe(400);
    expect((await json(reset)).error.reason).toBe(AUTH_MESSAGES.weakPassword);
    const signIn = await call(t.app, "/api/auth/sign-in/email", {
      body: { email: user.email, password: user.password },
      ip: randomIp(),
    });
    expect(signIn.status).toBe(200);
  });

  it("has closed better-auth's own profile update: PATCH /api/me is the one way", async () => {
    const user = await createUser(t);
    for (const body of [{ name: "ab\u0000cd" }, { image: ["x"] }, { image: 12345 }]) {
      const response = await call(t.app, "/api/auth/update-user", { body, cookie: user.cookie });
      expect(response.status).toBe(404);
    }
  });
});

describe("every text field refuses control characters with its own message", () => {
  it.each([
    [
      "/api/dreams",
      { dreamDate: "2026-01-02", notRemembered: false, content: "a\u0000b", tags: [] },
      "DREAM_CONTENT_CONTROL_CHARACTER",
    ],
    [
      "/api/dreams",
      { dreamDate: "2026-01-02", notRemembered: false, content: "ok", title: "a\u001bb", tags: [] },
      "DREAM_TITLE_CONTROL_CHARACTER",
    ],
    [
      "/api/dreams",
      { dreamDate: "2026-01-02", notRemembered: false, content: "ok", tags: ["a\u0000"] },
      "DREAM_TAG_CONTROL_CHARACTER",
    ],
    ["/api/memory", { infoType: "personal", content: "a\u0000b" }, "MEMORY_CONTROL_CHARACTER"],
  ])("POST %s", async (path, body, message) => {
    const user = await createUser(t);
    const response = await call(t.app, path, { body, cookie: user.cookie });
    expect(response.status).toBe(400);
    expect((await json(response)).error.reason).toBe(message);
  });

  it("keeps the line breaks and tabs of a dream", async () => {
    const user = await createUser(t);
    const content = "First the sea.\r\n\tThen the lighthouse.";
    const response = await call(t.app, "/api/dreams", {
      body: { dreamDate: "2026-01-02", notRemembered: false, content, tags: [] },
      cookie: user.cookie,
    });
    expect(response.status).toBe(201);
    expect((await json(response)).content).toBe(content.trim());
  });

  it("refuses a search with a NUL byte as a 400, not a 500", async () => {
    const user = await createUser(t);
    const response = await call(t.app, `/api/dreams?q=${encodeURIComponent("sea\u0000")}`, {
      cookie: user.cookie,
    });
    expect(response.status).toBe(400);
    expect((await json(response)).error.reason).toBe("DREAM_SEARCH_CONTROL_CHARACTER");
  });
});
