import { exportDataSchema } from "@somnia/shared/account";
import type { Dream } from "@somnia/shared/dreams";
import { beforeAll, describe, expect, it } from "vitest";
import { searchIds, setMembership } from "../helpers/dreams";
import { createUser, type TestUser } from "../helpers/factories";
import { call, json } from "../helpers/http";
import { useTestApp } from "../helpers/test-app";

const t = useTestApp();

const LUCID = "I was walking through a market when I realised I was dreaming, so I flew over the stalls.";
const NIGHTMARE = "A man chased me down a dark corridor. I was terrified and woke up screaming.";
const ROOMS = "I was in a childhood house with many unknown rooms.";

describe("dream types: the analyst suggests, the user decides", () => {
  let ada: TestUser;

  beforeAll(async () => {
    ada = await createUser(t, { name: "Ada" });
    await setMembership(t, ada, "Plus");
  });

  const create = async (content: string, extra: Record<string, unknown> = {}): Promise<Dream> => {
    const body = { title: "A dream", content, dreamDate: "2026-04-02", ...extra };
    const response = await call(t.app, "/api/dreams", { body, cookie: ada.cookie });
    expect(response.status).toBe(201);
    return json(response);
  };
  const patch = async (id: string, body: Record<string, unknown>): Promise<Dream> => {
    const response = await call(t.app, `/api/dreams/${id}`, { method: "PATCH", body, cookie: ada.cookie });
    expect(response.status).toBe(200);
    return json(response);
  };
  const counts = async () =>
    (await json(await call(t.app, "/api/stats/calendar?month=2026-04", { cookie: ada.cookie }))).typeCounts;

  it("suggests types on a new dream, and neither filters nor counts them until confirmed", async () => {
    const lucid = await create(LUCID);
    expect(lucid).toMatchObject({ types: [], suggestedTypes: ["lucid"], vividness: null });
    const nightmare = await create(NIGHTMARE);
    expect(nightmare).toMatchObject({ types: [], suggestedTypes: ["nightmare"] });
    expect(await searchIds(t, ada, { type: "lucid" })).toEqual([]);
    expect(await counts()).toEqual({ lucid: 0, nightmare: 0, recurring: 0 });

    const confirmed = await patch(lucid.id, { types: ["lucid"] });
    expect(confirmed).toMatchObject({ types: ["lucid"], suggestedTypes: [] });
    expect(await searchIds(t, ada, { type: "lucid" })).toEqual([lucid.id]);
    expect(await counts()).toEqual({ lucid: 1, nightmare: 0, recurring: 0 });
  });

  it("suggests again when the text changes, until the user has chosen; then never again", async () => {
    const dream = await create(NIGHTMARE);
    expect((await patch(dream.id, { content: LUCID })).suggestedTypes).toEqual(["lucid"]);
    // A vividness or a title is not a choice of types: the suggestion stays.
    expect(await patch(dream.id, { vividness: 3, title: "Market" })).toMatchObject({
      suggestedTypes: ["lucid"],
      vividness: 3,
    });
    // Dismissed: the user keeps no type, and a new text brings no new suggestion.
    expect(await patch(dream.id, { types: [] })).toMatchObject({ types: [], suggestedTypes: [] });
    expect(await patch(dream.id, { content: NIGHTMARE })).toMatchObject({ types: [], suggestedTypes: [] });
    // The user's types given with the text win over what the text would suggest.
    const chosen = await create(NIGHTMARE, { types: ["lucid"] });
    expect(chosen).toMatchObject({ types: ["lucid"], suggestedTypes: [] });
    expect(await patch(chosen.id, { content: `${NIGHTMARE} Again.` })).toMatchObject({
      types: ["lucid"],
      suggestedTypes: [],
    });
  });

  it("suggests Recurring for a close match with a recurring dream of the profile", async () => {
    expect((await create(ROOMS)).suggestedTypes).toEqual([]);
    const saved = await call(t.app, "/api/memory", {
      body: { infoType: "recurring_dreams", content: "A house with rooms I never knew existed." },
      cookie: ada.cookie,
    });
    expect(saved.status).toBeLessThan(300);
    expect((await create(ROOMS)).suggestedTypes).toEqual(["recurring"]);
    expect((await create("I ate an ice cream on a sunny beach.")).suggestedTypes).toEqual([]);
  });

  it("exports the types and vividness, in JSON and in Markdown", async () => {
    const dream = await create("A slow train through snowy hills.", {
      types: ["recurring", "lucid"],
      vividness: 5,
    });
    const exported = exportDataSchema.parse(
      await json(await call(t.app, "/api/export?format=json", { cookie: ada.cookie })),
    );
    expect(exported.dreams.find((d) => d.id === dream.id)).toMatchObject({
      types: ["lucid", "recurring"],
      vividness: 5,
    });
    const markdown = await (await call(t.app, "/api/export?format=md", { cookie: ada.cookie })).text();
    expect(markdown).toContain("Type: Lucid, Recurring\n\nVividness: 5/5\n");
  });
});
