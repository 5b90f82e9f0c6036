// @vitest-environment happy-dom
import type { Dream } from "@somnia/shared/dreams";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { answerAnalysis, getAnalysis, startAnalysis } from "@/api/analysis";
import { createInterpretation } from "@/api/interpretations";
import { PACING } from "@/config/pacing";
import { ApiError } from "@/lib/api-client";
import { isTyping } from "@/lib/chat/chat-state";
import { loadMessages } from "@/lib/i18n/catalogues";
import { toast } from "@/lib/toast";
import { analysisSession } from "@/test/sessions";
import { useInterpreterChat } from "./use-interpreter-chat";

vi.mock("@/api/analysis", () => ({ startAnalysis: vi.fn(), answerAnalysis: vi.fn(), getAnalysis: vi.fn() }));
vi.mock("@/api/interpretations", async (original) => ({
  ...(await original<typeof import("@/api/interpretations")>()),
  createInterpretation: vi.fn(),
}));
vi.mock("@/lib/toast", () => ({ toast: { error: vi.fn(), warning: vi.fn(), success: vi.fn() } }));

const GREETING =
  "bot: Hello! I'm your dream interpreter. Share a dream with me, and I'll help you understand its meaning.";
const INTERPRETING = "bot: Interpreting your dream...";
const ANALYZED =
  "bot: I've analyzed your dream. Let me ask you some questions to help you understand it better.";
const DONE = "bot: Dream data has been interpreted successfully.";
const CLOSING = "bot: I hope this helped you understand your dream a little better.";

const dream: Dream = {
  id: "d1",
  title: "Tower",
  content: "I fell from a tower into dark water.",
  dreamDate: "2025-05-01",
  tags: null,
  isAnalyzed: false,
  notRemembered: false,
  excludeFromAi: false,
  detections: null,
  types: [],
  suggestedTypes: [],
  vividness: null,
  createdAt: "2025-05-01T08:00:00.000Z",
};
const reading = {
  id: "i1",
  dreamId: "d1",
  text: "A **tower** over water.",
  sources: [],
  createdAt: "2025-05-01T09:00:00.000Z",
};

function renderChat() {
  const queryClient = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(() => useInterpreterChat(), { wrapper });
  return {
    chat: () => result.current,
    lines: () => result.current.messages.map((message) => `${message.sender}: ${message.text}`),
  };
}

/** A dream never analysed: the chat starts its analysis, which asks its first question. */
function newDreamWithQuestions() {
  vi.mocked(getAnalysis).mockResolvedValue({ session: null });
  vi.mocked(startAnalysis).mockResolvedValue(analysisSession(0));
}

/** Lets the chat's pending work and timers run for `ms`. */
const pass = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

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
    await act(async () => void chat().send("  Hello there  "));
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
    expect(chat().status).toBe("idle");
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
    expect(chat()).toMatchObject({ busy: false, status: "active" });

    vi.mocked(answerAnalysis).mockResolvedValue(analysisSession(1));
    await act(async () => void chat().send("Answer 1"));
    expect(answerAnalysis).toHaveBeenCalledWith("d1", "Answer 1");
    expect(chat().busy).toBe(true);
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
    expect(chat().status).toBe("active");

    await pass(PACING.botReplyMs);
    expect(lines().slice(-3)).toEqual(["bot: A **tower** over water.", DONE, CLOSING]);
    expect(chat()).toMatchObject({ busy: false, status: "ended" });
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

  it("takes back a reading that failed half-way and says the failure in its place", async () => {
    const { chat, lines } = renderChat();
    vi.mocked(getAnalysis).mockResolvedValue({ session: analysisSession(3) });
    vi.mocked(createInterpretation).mockImplementation(async (_id, options) => {
      options?.onDelta?.("A **tower** over");
      throw new ApiError("AI_UNAVAILABLE", 502, "The AI provider had a problem answering.");
    });
    await act(async () => void chat().start(dream));
    expect(lines()).toEqual([
      GREETING,
      `user: Tower\n\n${dream.content}`,
      "bot: I'm sorry, I couldn't interpret your dream due to a technical issue. Please try again later.",
    ]);
    expect(toast.error).toHaveBeenCalledWith("Error", {
      description: "The AI provider had a problem answering.",
    });
    expect(chat()).toMatchObject({ busy: false, status: "idle", streamingId: null });
  });

  it("says a technical failure in the chat and a toast, then takes replies as before a dream", async () => {
    const { chat, lines } = renderChat();
    vi.mocked(getAnalysis).mockResolvedValue({ session: null });
    vi.mocked(startAnalysis).mockRejectedValue(
      new ApiError(
        "AI_UNAVAILABLE",
        502,
        "The AI provider had a problem answering. Please try again in a moment.",
      ),
    );
    await act(async () => void chat().start(dream));
    expect(lines().at(-1)).toBe(
      "bot: I'm sorry, I couldn't interpret your dream due to a technical issue. Please try again later.",
    );
    expect(toast.error).toHaveBeenCalledWith("Error", {
      description: "The AI provider had a problem answering. Please try again in a moment.",
    });
    expect(chat()).toMatchObject({ busy: false, status: "idle" });
  });

  it("keeps the question open when an answer could not be saved", async () => {
    const { chat, lines } = renderChat();
    newDreamWithQuestions();
    await act(async () => void chat().start(dream));
    await pass(2 * PACING.botReplyMs);
    vi.mocked(answerAnalysis).mockRejectedValue(
      new ApiError("NETWORK_ERROR", 0, "Could not reach the server."),
    );
    await act(async () => void chat().send("Answer 1"));
    expect(toast.error).toHaveBeenCalledWith("Error", { description: "Failed to save your answer" });
    expect(lines().at(-1)).toBe("user: Answer 1");
    expect(chat()).toMatchObject({ busy: false, status: "active" });
  });

  it("starts over at once: what the cancelled conversation still had to say never shows", async () => {
    const { chat, lines } = renderChat();
    newDreamWithQuestions();
    await act(async () => void chat().start(dream));
    act(() => chat().reset());
    await pass(3 * PACING.botReplyMs);
    expect(lines()).toEqual([GREETING]);
    expect(chat()).toMatchObject({ busy: false, status: "idle" });
    expect(toast.error).not.toHaveBeenCalled();
  });
});
