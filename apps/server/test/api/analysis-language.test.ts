import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { UNREAD } from "../../src/ai/builtin";
import { profiles } from "../../src/db/schema";
import { startAnalysis } from "../helpers/analysis";
import { createDream, setMembership } from "../helpers/dreams";
import { createUser, type TestUser } from "../helpers/factories";
import { json } from "../helpers/http";
import { useTestApp } from "../helpers/test-app";

const t = useTestApp();

const FRENCH = "Je volais au-dessus de Paris et j'avais très peur de tomber dans la Seine.";
const DUTCH = "Ik droomde dat ik door een donker bos liep en heel bang was voor de wolven.";

/**
 * A dream the built-in analyst does not read gets its note and general questions in the reader's
 * language: the account's, else the one the request asks for (docs/decisions/044-dream-language.md).
 * A dream in one of the six languages it reads is analysed in its own language, whoever reads it.
 */
describe("the analysis of a dream in another language", () => {
  let ines: TestUser;
  beforeAll(async () => {
    ines = await createUser(t, { name: "Inès" });
    await setMembership(t, ines, "Plus");
  });

  const analysed = async (content: string, headers: Record<string, string> = {}) => {
    const dream = await createDream(t, ines, { content, title: "Nuit", createdAt: new Date() });
    const response = await startAnalysis(t, ines, dream.id, headers);
    expect(response.status).toBe(201);
    return (await json(response)) as { analysis: string; questions: string[] };
  };

  it("is read in the dream's language when Somnia reads it, whatever the reader's", async () => {
    const session = await analysed(FRENCH, { "accept-language": "de" });
    expect(session.analysis).toContain("la peur");
    expect(session.analysis).not.toBe(UNREAD.de.note);
    for (const question of session.questions) expect(question).toMatch(/\u202f\?$/);
  });

  it("when it does not, speaks the language the request asks for while the account has none", async () => {
    const session = await analysed(DUTCH, { "accept-language": "fr-FR,fr;q=0.9" });
    expect(session.analysis).toBe(UNREAD.fr.note);
    for (const question of session.questions) expect(UNREAD.fr.questions).toContain(question);
    expect((await analysed(DUTCH, { "accept-language": "es" })).analysis).toBe(UNREAD.es.note);
  });

  it("when it does not, speaks the account's language over the browser's", async () => {
    await t.ctx.db.update(profiles).set({ locale: "pt-BR" }).where(eq(profiles.id, ines.id));
    const session = await analysed(DUTCH, { "accept-language": "de" });
    expect(session.analysis).toBe(UNREAD.pt.note);
    for (const question of session.questions) expect(UNREAD.pt.questions).toContain(question);
  });
});
