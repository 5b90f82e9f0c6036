import { AI_MESSAGES } from "@somnia/shared/analysis";
import { INTERPRETATION_STREAM_TYPE, type InterpretationStreamEvent } from "@somnia/shared/interpretation";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { interpretDream } from "../../src/services/interpretation/interpret-dream";
import { FAKE_INTERPRETATION } from "../fakes/replies";
import { setMembership } from "../helpers/dreams";
import { createUser, type TestUser } from "../helpers/factories";
import { useAppOnFakeModel } from "../helpers/fake-model";
import { createAnalysedDream, interpret, storedInterpretations } from "../helpers/interpretation";
import { useTestApp } from "../helpers/test-app";

// AI_PROVIDER=openai-compatible against a local fake whose streamed reply a test can hold open.
const { t, fake } = useAppOnFakeModel();

const DREAM = "I swam towards a lighthouse in a cold ocean, and someone waited on the shore.";
const decoder = new TextDecoder();

/** The NDJSON lines of a streamed answer, read as they arrive. */
function lineReader(response: Response) {
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  let buffer = "";
  return {
    /** The next complete line, waiting for it to arrive. */
    async next(): Promise<InterpretationStreamEvent | null> {
      for (;;) {
        const end = buffer.indexOf("\n");
        if (end >= 0) {
          const line = buffer.slice(0, end);
          buffer = buffer.slice(end + 1);
          return JSON.parse(line) as InterpretationStreamEvent;
        }
        const { value, done } = await reader.read();
        if (done) return null;
        buffer += decoder.decode(value, { stream: true });
      }
    },
  };
}

describe("the interpretation streams as the provider writes it", () => {
  let dana: TestUser;
  beforeAll(async () => {
    dana = await createUser(t, { name: "Dana" });
    await setMembership(t, dana, "Basic");
  });
  beforeEach(() => fake().reset());

  it("sends the first words while the provider is still writing, and stores the reading once complete", async () => {
    const dream = await createAnalysedDream(t, dana, { content: DREAM });
    const open = fake().holdStream();
    const response = await interpret(t, dana, dream.id, { accept: INTERPRETATION_STREAM_TYPE });
    expect(response.status).toBe(200);
    const lines = lineReader(response);
    // The provider has sent only its first piece and waits for the gate: this line cannot be the
    // stored reading's text sent afterwards.
    const first = await lines.next();
    expect(first?.type).toBe("delta");
    const shown = first?.type === "delta" ? first.text : "";
    expect(shown.length).toBeGreaterThan(0);
    expect(FAKE_INTERPRETATION.startsWith(shown)).toBe(true);
    expect(shown.length).toBeLessThan(FAKE_INTERPRETATION.length);
    expect(await storedInterpretations(t, dream.id)).toHaveLength(0);

    open();
    const events: InterpretationStreamEvent[] = [];
    for (let event = await lines.next(); event; event = await lines.next()) events.push(event);
    const last = events.at(-1);
    if (last?.type !== "interpretation") throw new Error(`expected the stored reading, got ${last?.type}`);
    const rest = events.flatMap((event) => (event.type === "delta" ? [event.text] : []));
    expect(shown + rest.join("")).toBe(FAKE_INTERPRETATION);
    expect(last.interpretation.text).toBe(FAKE_INTERPRETATION);
    expect(last.interpretation.sources).toContainEqual(expect.objectContaining({ kind: "answer" }));
    expect(await storedInterpretations(t, dream.id)).toHaveLength(1);
  });

  it("a provider failure mid-stream ends it with an error line and stores nothing", async () => {
    const spy = vi.mocked(console.error).mockImplementation(() => {});
    const dream = await createAnalysedDream(t, dana, { content: DREAM });
    fake().queue("cut");
    const open = fake().holdStream();
    const response = await interpret(t, dana, dream.id, { accept: INTERPRETATION_STREAM_TYPE });
    expect(response.status).toBe(200);
    const lines = lineReader(response);
    expect((await lines.next())?.type).toBe("delta");
    open(); // the connection drops
    const end = await lines.next();
    expect(end).toEqual({ type: "error", error: { code: "AI_UNAVAILABLE", reason: expect.any(String) } });
    expect(Object.values(AI_MESSAGES)).toContain(end?.type === "error" ? end.error.reason : "");
    expect(await lines.next()).toBeNull();
    expect(await storedInterpretations(t, dream.id)).toHaveLength(0);
    spy.mockClear();
  });

  it("a client that goes away mid-stream cancels the reading: nothing is stored", async () => {
    const dream = await createAnalysedDream(t, dana, { content: DREAM });
    const open = fake().holdStream();
    const client = new AbortController();
    const shown: string[] = [];
    const { db, crypto, ai } = t.ctx;
    const reading = interpretDream({
      ...{ db, crypto, ai, userId: dana.id, dreamId: dream.id, signal: client.signal },
      webhooks: { timeoutMs: 30_000 },
      onDelta: (text) => {
        shown.push(text);
        client.abort(); // the tab closed after the first words
      },
    });
    await expect(reading).rejects.toMatchObject({ code: "AI_UNAVAILABLE" });
    open();
    expect(shown).toHaveLength(1);
    expect(await storedInterpretations(t, dream.id)).toHaveLength(0);
  });
});

describe("the built-in analyst's reading streams sentence by sentence", () => {
  const local = useTestApp();
  it("yields more than one piece, the event loop free between them, before anything is stored", async () => {
    const user = await createUser(local);
    const dream = await createAnalysedDream(local, user, { content: DREAM, title: "Lighthouse" });
    const pieces: string[] = [];
    // How many pieces existed when the event loop next turned after the first (when the HTTP
    // layer writes it): fewer than all of them, so the first left before the last was composed.
    let piecesAtNextTurn = Number.POSITIVE_INFINITY;
    const { db, crypto, ai } = local.ctx;
    const stored = await interpretDream({
      ...{ db, crypto, ai, userId: user.id, dreamId: dream.id, webhooks: { timeoutMs: 30_000 } },
      onDelta: (text) => {
        if (pieces.length === 0) setImmediate(() => (piecesAtNextTurn = pieces.length));
        pieces.push(text);
      },
    });
    expect(pieces.length).toBeGreaterThan(3);
    expect(piecesAtNextTurn).toBeLessThan(pieces.length);
    expect(pieces.join("")).toBe(stored.text);
    expect(await storedInterpretations(local, dream.id)).toHaveLength(1);
  });
});
