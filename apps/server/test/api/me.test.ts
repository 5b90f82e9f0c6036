import { PROFILE_MESSAGES } from "@somnia/shared/profile";
import { describe, expect, it } from "vitest";
import { createUser, type TestUser } from "../helpers/factories";
import { call, json } from "../helpers/http";
import { useTestApp } from "../helpers/test-app";

const t = useTestApp();

describe("/api/me", () => {
  let ada: TestUser;
  let bo: TestUser;

  it("has no profile before bootstrap, then creates it once", async () => {
    ada = await createUser(t, { email: "ada@example.com", name: "Ada" });
    const missing = await call(t.app, "/api/me", { cookie: ada.cookie });
    expect(missing.status).toBe(404);
    expect((await json(missing)).error.code).toBe("PROFILE_NOT_FOUND");

    const created = await call(t.app, "/api/me", { method: "POST", cookie: ada.cookie });
    expect(created.status).toBe(201);
    expect(await json(created)).toMatchObject({
      id: ada.id,
      email: "ada@example.com",
      displayName: "Ada",
      avatarUrl: null,
      membershipType: "Basic",
      onboardingComplete: false,
    });
    const again = await call(t.app, "/api/me", { method: "POST", cookie: ada.cookie });
    expect(again.status).toBe(200);
    expect((await json(again)).id).toBe(ada.id);
  });

  it("only ever shows and changes the caller's own profile", async () => {
    bo = await createUser(t, { email: "bo@example.com", name: "Bo" });
    expect((await call(t.app, "/api/me", { cookie: bo.cookie })).status).toBe(404);
    const created = await call(t.app, "/api/me", { method: "POST", cookie: bo.cookie });
    expect((await json(created)).email).toBe("bo@example.com");

    await call(t.app, "/api/me", { method: "PATCH", body: { displayName: "Bobo" }, cookie: bo.cookie });
    const adaProfile = await json(await call(t.app, "/api/me", { cookie: ada.cookie }));
    expect(adaProfile.displayName).toBe("Ada");
    const boProfile = await json(await call(t.app, "/api/me", { cookie: bo.cookie }));
    expect(boProfile.displayName).toBe("Bobo");
  });

  it("turns anonymous callers away", async () => {
    for (const method of ["GET", "POST", "PATCH"]) {
      const body = method === "PATCH" ? { displayName: "Eve" } : undefined;
      const response = await call(t.app, "/api/me", { method, body });
      expect(response.status).toBe(401);
      expect((await json(response)).error.code).toBe("UNAUTHORIZED");
    }
  });

  it("updates the display name, the image URL and onboarding", async () => {
    const response = await call(t.app, "/api/me", {
      method: "PATCH",
      body: {
        displayName: "Ada L.",
        avatarUrl: "https://www.gravatar.com/avatar/ada",
        onboardingComplete: true,
      },
      cookie: ada.cookie,
    });
    expect(response.status).toBe(200);
    expect(await json(response)).toMatchObject({
      displayName: "Ada L.",
      avatarUrl: "https://www.gravatar.com/avatar/ada",
      onboardingComplete: true,
      membershipType: "Basic",
    });
  });

  it("refuses a membership change with the product's message", async () => {
    const response = await call(t.app, "/api/me", {
      method: "PATCH",
      body: { membershipType: "Plus" },
      cookie: ada.cookie,
    });
    expect(response.status).toBe(400);
    expect((await json(response)).error.reason).toBe(PROFILE_MESSAGES.membershipNotEditable);
    const profile = await json(await call(t.app, "/api/me", { cookie: ada.cookie }));
    expect(profile.membershipType).toBe("Basic");
  });

  it.each(["javascript:alert(1)", "data:image/png;base64,AAAA", "ftp://example.com/a.png"])(
    "refuses the image URL %s",
    async (avatarUrl) => {
      const response = await call(t.app, "/api/me", {
        method: "PATCH",
        body: { avatarUrl },
        cookie: ada.cookie,
      });
      expect(response.status).toBe(400);
      expect((await json(response)).error.reason).toBe(PROFILE_MESSAGES.invalidImageUrl);
    },
  );

  it("refuses an image from a host the page may not load, and a name with a NUL byte", async () => {
    const image = await call(t.app, "/api/me", {
      method: "PATCH",
      body: { avatarUrl: "https://tracker.example/pixel.png" },
      cookie: ada.cookie,
    });
    expect(image.status).toBe(400);
    expect((await json(image)).error.reason).toBe(PROFILE_MESSAGES.imageHostNotAllowed);
    const name = await call(t.app, "/api/me", {
      method: "PATCH",
      body: { displayName: "ab\u0000cd" },
      cookie: ada.cookie,
    });
    expect(name.status).toBe(400);
    expect((await json(name)).error.reason).toBe("AUTH_NAME_CONTROL_CHARACTER");
  });

  it("refuses unknown fields and malformed JSON", async () => {
    const unknown = await call(t.app, "/api/me", {
      method: "PATCH",
      body: { isAdmin: true },
      cookie: ada.cookie,
    });
    expect(unknown.status).toBe(400);
    expect((await json(unknown)).error.code).toBe("VALIDATION_FAILED");
    const malformed = await call(t.app, "/api/me", { method: "PATCH", body: "{oops", cookie: ada.cookie });
    expect(malformed.status).toBe(400);
    expect((await json(malformed)).error.code).toBe("BAD_REQUEST");
  });
});
