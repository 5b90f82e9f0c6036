import type { DreamType } from "@somnia/shared/dreams";
import { eq } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { dreams } from "../../src/db/schema";
import { sealMarks } from "../../src/services/dreams/dream-marks";
import { defaultContent } from "../fakes/replies";
import { setMembership, symbolChips } from "../helpers/dreams";
import { createUser, type TestUser } from "../helpers/factories";
import { useAppOnFakeModel } from "../helpers/fake-model";
import { call, json } from "../helpers/http";
import {
  createAnalysedDream,
  interpret,
  interpretationsPath,
  storedInterpretations,
} from "../helpers/interpretation";
import type { TestApp } from "../helpers/test-app";

// AI_PROVIDER=openai-compatible against a local fake (helpers/fake-model.ts).
const { t, fake } = useAppOnFakeModel();
afterEach(() => {
  fake().content = defaultContent;
});

/** A model's reply as it would write one: paragraphs, **bold**, curly quotes, an em dash. */
const REPLY =
  "This was a **lucid** dream: you knew you were dreaming and chose to fly.\n\nIt is your third flying dream since January — and the first where you knew.";

/** Sets a dream's marks as the app seals them: the user's types, or the analyst's suggestions. */
async function mark(t: TestApp, user: TestUser, dreamId: string, types: DreamType[], chosen: boolean) {
  const cipher = await t.ctx.crypto.forUser(user.id);
  const marks = chosen
    ? { types, suggested: [], vividness: null, chosen: true }
    : { types: [], suggested: types, vividness: null, chosen: false };
  await t.ctx.db
    .update(dreams)
    .set({ marks: sealMarks(cipher, marks) })
    .where(eq(dreams.id, dreamId));
}

describe("the model providers get the same context as the built-in reading", () => {
  let dana: TestUser;
  beforeAll(async () => {
    dana = await createUser(t, { name: "Dana" });
    await setMembership(t, dana, "Plus");
  });

  it("sends the types, the dream signs with their counts and each related dream's reason, and stores the reply as given", async () => {
    const first = await createAnalysedDream(t, dana, {
      title: "Over the Harbour",
      content: "I was flying over a harbour full of boats.",
      dreamDate: "2026-01-05",
      detections: symbolChips("flying", "boat"),
    });
    await mark(t, dana, first.id, ["nightmare"], false);
    const second = await createAnalysedDream(t, dana, {
      title: "Above the Fields",
      content: "I flew above wheat fields at dawn.",
      dreamDate: "2026-02-10",
      detections: symbolChips("flying"),
    });
    await mark(t, dana, second.id, [], true);
    // Nothing in common with the dream interpreted: not passed.
    await createAnalysedDream(t, dana, {
      title: "The Locked Shed",
      content: "A shed in the garden was locked.",
      dreamDate: "2026-02-20",
      detections: symbolChips("garden"),
    });
    const target = await createAnalysedDream(t, dana, {
      title: "Flying Lucid",
      content: "I was flying over the harbour again and I realised I was dreaming, so I flew higher.",
      dreamDate: "2026-03-01",
      detections: symbolChips("flying", "boat", "lucid"),
      answers: [{ question: "What did you do once you knew you were dreaming?", answer: "I flew higher." }],
    });
    await mark(t, dana, target.id, ["lucid"], true);

    fake().requests.length = 0;
    fake().content = (request) =>
      request.prompt.includes("dream interpreter")
        ? JSON.stringify({ output: REPLY })
        : defaultContent(request);
    const response = await interpret(t, dana, target.id);
    expect(response.status).toBe(201);
    const body = await json(response);
    expect(body.text).toBe(REPLY);

    const prompt = fake().requests.at(-1)?.prompt ?? "";
    expect(prompt).toContain("<dream_types>\nlucid\n</dream_types>");
    // The reader's language (the account has none, the request asks for none: English).
    expect(prompt).toContain("If you cannot tell which language the dream is written in, write in English.");
    expect(prompt).toMatch(/<dream_signs>[^<]*Flying: 2 earlier dreams since 2026-01-05 \(1 nightmare\)/);
    expect(prompt).toContain(
      "Over the Harbour (2026-01-05); linked by the dream signs Flying, Boat; shares Flying, Boat; types: nightmare",
    );
    expect(prompt).toContain(
      "Above the Fields (2026-02-10); linked by the dream sign Flying; shares Flying; types: none",
    );
    expect(prompt).not.toContain("The Locked Shed");
    expect(prompt).toContain("I flew higher.");
    expect(body.sources.map((source: { label: string }) => source.label)).toEqual(
      expect.arrayContaining(["Over the Harbour", "Above the Fields"]),
    );

    // Stored exactly as the model gave it: encrypted, and read back whole.
    const [row] = await storedInterpretations(t, target.id);
    expect(row && (await t.ctx.crypto.decrypt(dana.id, row.text))).toBe(REPLY);
    const history = await json(await call(t.app, interpretationsPath(target.id), { cookie: dana.cookie }));
    expect(history.items[0].text).toBe(REPLY);
  });
});
