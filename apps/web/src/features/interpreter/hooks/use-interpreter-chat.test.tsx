// @vitest-environment happy-dom
import { act } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { answerAnalysis, getAnalysis, startAnalysis } from "@/api/analysis";
import { createInterpretation } from "@/api/interpretations";
import { PACING } from "@/config/pacing";
import { isBusy, isTyping } from "@/lib/chat/chat-state";
import { loadMessages } from "@/lib/i18n/catalogues";
import { toast } from "@/lib/toast";
import { analysisSession } from "@/test/sessions";
import {
  ANALYZED,
  CLOSING,
  DONE,
  dream,
  GREETING,
  INTERPRETING,
  newDreamWithQuestions,
  pass,
  reading,
  renderChat,
} from "./chat-test-kit";

vi.mock("@/api/analysis", () => ({ startAnalysis: vi.fn(), answerAnalysis: vi.fn(), getAnalysis: vi.fn() }));
vi.mock("@/api/interpretations", async (original) => ({
  ...(await original<typeof import("@/api/interpretations")>()),
  createInterpretation: vi.fn(),
}));
vi.mock("@/lib/toast", () => ({ toast: { error: vi.fn(), warning: vi.fn(), success: vi.fn() } }));

beforeAll(() => loadMessages(["interpreter"]));
beforeEach(() => {
  vi.useFakeTimers();
  vi.clearAllMocks();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("useInterpreterChat", () => {
  it("greets, and without a dream answers each message with what it can do, after the pause", async () => {
    const { chat, lines } = renderChat();
    expect(lines()).toEqual([GREETING]);
    await act(async () => void chat().send("Hello there"));
    expect(lines()).toEqual([GREETING, "user: Hello there"]);
    await pass(PACING.botReplyMs - 1);
    expect(lines()).toHaveLength(2);
    await pass(1);
    expect(lines()[2]).toMatch(
      /^bot: I interpret one dream at a time\. Share a new dream above or choose one of yours/,
    );
    expect(lines()[2]).not.toMatch(/this dream/);
    await act(async () => void chat().send("What does a snake mean?"));
    await pass(PACING.botReplyMs);
    expect(lines()[4]).toMatch(/^bot: What an image often means is in the Dream Dictionary/);
    expect(chat().phase.name).toBe("idle");
  });

  it("takes a dream through its questions to the streamed reading and the closing", async () => {
    const { chat, lines } = renderChat();
    newDreamWithQuestions();
    await act(async () => void chat().start(dream));
    expect(lines()).toEqual([GREETING, `user: Tower\n\n${dream.content}`, INTERPRETING]);
    expect(isTyping(chat())).toBe(true);

    await pass(PACING.botReplyMs);
    expect(lines().slice(3)).toEqual([ANALYZED]);
    await pass(PACING.botReplyMs);
    expect(lines().slice(3)).toEqual([ANALYZED, "bot: What did the water feel like?"]);
    expect(chat().phase).toEqual({ name: "asking", question: 1, pending: null });

    vi.mocked(answerAnalysis).mockResolvedValue(analysisSession(1));
    await act(async () => void chat().send("Answer 1"));
    expect(answerAnalysis).toHaveBeenCalledWith("d1", "Answer 1");
    expect(isBusy(chat())).toBe(true);
    await pass(PACING.botReplyMs);
    expect(lines().at(-1)).toBe("bot: Who called your name?");

    let finish: (value: typeof reading) => void = () => {};
    vi.mocked(answerAnalysis).mockResolvedValue(analysisSession(3));
    vi.mocked(createInterpretation).mockImplementation((_id, options) => {
      options?.onDelta?.("A **tower**");
      return new Promise((resolve) => {
        finish = resolve;
      });
    });
    await act(async () => void chat().send("Answer 3"));
    expect(lines().slice(-2)).toEqual(["user: Answer 3", "bot: A **tower**"]);
    await act(async () => finish(reading));
    expect(lines().at(-1)).toBe("bot: A **tower** over water.");
    expect(toast.success).toHaveBeenCalledWith("Success", { description: "Dream interpretation complete" });
    expect(chat().phase.name).toBe("interpreting");

    await pass(PACING.botReplyMs);
    expect(lines().slice(-3)).toEqual(["bot: A **tower** over water.", DONE, CLOSING]);
    expect(chat().phase).toEqual({ name: "ended" });
  });

  it("reads an already analysed dream straight away, in place of 'Interpreting your dream...'", async () => {
    const { chat, lines } = renderChat();
    vi.mocked(getAnalysis).mockResolvedValue({ session: analysisSession(3) });
    vi.mocked(createInterpretation).mockResolvedValue(reading);
    await act(async () => void chat().start(dream));
    expect(startAnalysis).not.toHaveBeenCalled();
    expect(lines()).toEqual([GREETING, `user: Tower\n\n${dream.content}`, "bot: A **tower** over water."]);
    await pass(PACING.botReplyMs);
    expect(lines().slice(-2)).toEqual([DONE, CLOSING]);
  });

  it("grows the reading in place as each piece arrives, with no pause before it", async () => {
    const { chat, lines } = renderChat();
    vi.mocked(getAnalysis).mockResolvedValue({ session: analysisSession(3) });
    let write: (text: string) => void = () => {};
    let finish: (value: typeof reading) => void = () => {};
    vi.mocked(createInterpretation).mockImplementation((_id, options) => {
      write = (text) => options?.onDelta?.(text);
      return new Promise((resolve) => {
        finish = resolve;
      });
    });
    await act(async () => void chat().start(dream));
    expect(lines().at(-1)).toBe(INTERPRETING);
    expect(isTyping(chat())).toBe(true);
    act(() => write("A **tower** "));
    expect(lines().at(-1)).toBe("bot: A **tower** ");
    expect(isTyping(chat())).toBe(false);
    act(() => write("over "));
    expect(lines().at(-1)).toBe("bot: A **tower** over ");
    expect(chat().streamingId).not.toBeNull();
    await act(async () => finish(reading));
    expect(lines().at(-1)).toBe("bot: A **tower** over water.");
    expect(chat().streamingId).toBeNull();
  });

  it("starts over at once: what the cancelled conversation still had to say never shows", async () => {
    const { chat, lines } = renderChat();
    newDreamWithQuestions();
    await act(async () => void chat().start(dream));
    act(() => chat().reset());
    await pass(3 * PACING.botReplyMs);
    expect(lines()).toEqual([GREETING]);
    expect(chat().phase).toEqual({ name: "idle" });
    expect(toast.error).not.toHaveBeenCalled();
  });
});
