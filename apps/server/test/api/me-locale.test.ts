import { LOCALES } from "@somnia/shared/locales";
import { PROFILE_MESSAGES } from "@somnia/shared/profile";
import { describe, expect, it } from "vitest";
import { createUser, type TestUser } from "../helpers/factories";
import { call, json } from "../helpers/http";
import { useTestApp } from "../helpers/test-app";

const t = useTestApp();

/** The language kept on the account (docs/decisions/038-languages.md), through /api/me. */
describe("/api/me locale", () => {
  let ada: TestUser;
  let bo: TestUser;

  const patch = (user: TestUser, body: unknown) =>
    call(t.app, "/api/me", { method: "PATCH", body, cookie: user.cookie });
  const localeOf = async (user: TestUser) =>
    (await json(await call(t.app, "/api/me", { cookie: user.cookie }))).locale;

  it("is null for a new member: the browser's language until one is chosen", async () => {
    ada = await createUser(t);
    bo = await createUser(t);
    for (const user of [ada, bo]) {
      const created = await call(t.app, "/api/me", { method: "POST", cookie: user.cookie });
      expect(created.status).toBe(201);
      expect((await json(created)).locale).toBeNull();
      expect(await localeOf(user)).toBeNull();
    }
  });

  // That a PATCH tells only the caller's tabs is account-profile-events.test.ts's, for every field.
  it("keeps the chosen language, and leaves another member's alone", async () => {
    const response = await patch(ada, { locale: "de" });
    expect(response.status).toBe(200);
    expect((await json(response)).locale).toBe("de");
    expect(await localeOf(ada)).toBe("de");
    expect(await localeOf(bo)).toBeNull();
  });

  it("accepts each of Somnia's languages, and another field's edit leaves it as it is", async () => {
    for (const locale of LOCALES) {
      const response = await patch(bo, { locale });
      expect(response.status).toBe(200);
      expect((await json(response)).locale).toBe(locale);
    }
    expect((await json(await patch(bo, { displayName: "Bo" }))).locale).toBe(LOCALES.at(-1));
    expect(await localeOf(ada)).toBe("de");
  });

  it.each(["xx", "", "DE", "pt-br", "fr-CA", null, 7])(
    "refuses the locale %j with the message",
    async (locale) => {
      const response = await patch(ada, { locale });
      expect(response.status).toBe(400);
      const { error } = await json(response);
      expect(error.code).toBe("VALIDATION_FAILED");
      expect(error.reason).toBe(PROFILE_MESSAGES.unknownLocale);
      expect(await localeOf(ada)).toBe("de");
    },
  );

  it("is in the data export", async () => {
    const response = await call(t.app, "/api/export?format=json", { cookie: ada.cookie });
    expect(response.status).toBe(200);
    expect((await json(response)).profile.locale).toBe("de");
  });
});
