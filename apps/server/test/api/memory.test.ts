import { MEMORY_MESSAGES } from "@somnia/shared/memory";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { userDistilledInfo } from "../../src/db/schema";
import { createUser, type TestUser } from "../helpers/factories";
import { call, json } from "../helpers/http";
import { expectSealed } from "../helpers/sealed";
import { useTestApp } from "../helpers/test-app";

const t = useTestApp();
const SECRET = "I keep dreaming of a lighthouse on the Moon";

describe("/api/memory", () => {
  let ada: TestUser;
  let bo: TestUser;

  it("saves an entry, then updates the newest entry of that type", async () => {
    ada = await createUser(t, { name: "Ada" });
    const first = await call(t.app, "/api/memory", {
      body: { infoType: "recurring_dreams", content: `  ${SECRET}  ` },
      cookie: ada.cookie,
    });
    expect(first.status).toBe(201);
    const saved = await json(first);
    expect(saved).toMatchObject({ infoType: "recurring_dreams", content: SECRET });

    const second = await call(t.app, "/api/memory", {
      body: { infoType: "recurring_dreams", content: "Now it is a lighthouse on Mars" },
      cookie: ada.cookie,
    });
    expect(second.status).toBe(200);
    expect((await json(second)).id).toBe(saved.id);

    await call(t.app, "/api/memory", {
      body: { infoType: "personal", content: "The dreamer's gender is female and they were born in 1990." },
      cookie: ada.cookie,
    });
    const list = await json(await call(t.app, "/api/memory", { cookie: ada.cookie }));
    expect(list.map((e: { infoType: string }) => e.infoType)).toEqual(["personal", "recurring_dreams"]);
    // The sentence onboarding once saved about "the dreamer" is shown neutrally.
    expect(list[0].content).toBe("Gender: female; born in 1990.");
    expect(list[1].content).toBe("Now it is a lighthouse on Mars");
  });

  it("stores only ciphertext", async () => {
    const rows = await t.ctx.db.select().from(userDistilledInfo).where(eq(userDistilledInfo.userId, ada.id));
    expect(rows).toHaveLength(2);
    expectSealed(...rows.map((row) => row.content));
  });

  it("never shows or changes another user's entries", async () => {
    bo = await createUser(t, { name: "Bo" });
    expect(await json(await call(t.app, "/api/memory", { cookie: bo.cookie }))).toEqual([]);
    const boSave = await call(t.app, "/api/memory", {
      body: { infoType: "recurring_dreams", content: "Bo's own dream" },
      cookie: bo.cookie,
    });
    expect(boSave.status).toBe(201);
    const adaList = await json(await call(t.app, "/api/memory", { cookie: ada.cookie }));
    expect(adaList.find((e: { infoType: string }) => e.infoType === "recurring_dreams").content).toBe(
      "Now it is a lighthouse on Mars",
    );
  });

  it("turns anonymous callers away", async () => {
    expect((await call(t.app, "/api/memory")).status).toBe(401);
    const save = await call(t.app, "/api/memory", { body: { infoType: "personal", content: "x" } });
    expect(save.status).toBe(401);
  });

  it("validates with the product's messages", async () => {
    const blank = await call(t.app, "/api/memory", {
      body: { infoType: "personal", content: "   " },
      cookie: ada.cookie,
    });
    expect(blank.status).toBe(400);
    expect((await json(blank)).error).toEqual({
      code: "VALIDATION_FAILED",
      reason: MEMORY_MESSAGES.emptyContent,
    });
    const badType = await call(t.app, "/api/memory", {
      body: { infoType: "secrets", content: "x" },
      cookie: ada.cookie,
    });
    expect(badType.status).toBe(400);
    const malformed = await call(t.app, "/api/memory", { body: "[", cookie: ada.cookie });
    expect(malformed.status).toBe(400);
  });
});
