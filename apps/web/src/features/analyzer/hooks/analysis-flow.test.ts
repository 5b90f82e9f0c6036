import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { answerAnalysis, getAnalysis, skipAnalysis, startAnalysis } from "@/api/analysis";
import { PACING } from "@/config/pacing";
import { ApiError } from "@/lib/api-client";
import { answerQuestion } from "@/lib/chat/analysis-session";
import { type ChatState, chatMessage, chatReducer, initialChat, isTyping } from "@/lib/chat/chat-state";
import { conversation } from "@/lib/chat/conversation";
import { loadMessages } from "@/lib/i18n/catalogues";
import { toast } from "@/lib/toast";
import { analysisSession } from "@/test/sessions";
import { analyzerScript, begin, skip } from "./analysis-flow";

vi.mock("@/api/analysis", () => ({
  startAnalysis: vi.fn(),
  answerAnalysis: vi.fn(),
  getAnalysis: vi.fn(),
  skipAnalysis: vi.fn(),
}));
vi.mock("@/lib/toast", () => ({
  toast: Object.assign(vi.fn(), { error: vi.fn(), warning: vi.fn(), success: vi.fn() }),
}));

const DREAM = "I fell from a tower into dark water.";

/** A chat and the analysis flow of dream d1 on it, as the analyzer tab runs it. */
function analyzer() {
  let state: ChatState = initialChat;
  const talk = conversation((action) => {
    state = chatReducer(state, action);
  });
  const onCompleted = vi.fn();
  return {
    flow: { ...talk, dreamId: "d1", script: analyzerScript(onCompleted) },
    onCompleted,
    state: () => state,
    lines: () => state.messages.map((message) => `${message.sender}: ${message.text}`),
  };
}

beforeAll(() => loadMessages(["analyzer"]));
beforeEach(() => {
  vi.useFakeTimers();
  vi.clearAllMocks();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("begin", () => {
  it("shows the dream, streams the brief analysis, then asks the first question after the pause", async () => {
    const chat = analyzer();
    let asked: { lines: string[]; typing: boolean } | undefined;
    let whileStreaming: string[] = [];
    vi.mocked(startAnalysis).mockImplementation(async (_id, options) => {
      asked = { lines: chat.lines(), typing: isTyping(chat.state()) };
      options?.onDelta?.("Falling into ");
      options?.onDelta?.("**water**");
      whileStreaming = chat.lines();
      return analysisSession(0);
    });
    void begin(chat.flow, { id: 1, trigger: "save", dreamContent: DREAM });
    await vi.advanceTimersByTimeAsync(0);
    expect(asked).toEqual({ lines: [`user: ${DREAM}`], typing: true });
    expect(whileStreaming).toEqual([`user: ${DREAM}`, "bot: Falling into **water**"]);
    expect(chat.lines()).toEqual([`user: ${DREAM}`, "bot: Falling into **water** often speaks of feelings."]);
    expect(isTyping(chat.state())).toBe(true);

    await vi.advanceTimersByTimeAsync(PACING.botReplyMs - 1);
    expect(chat.lines()).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(chat.lines().at(-1)).toBe("bot: What did the water feel like?");
    expect(chat.state().phase).toEqual({ name: "asking", question: 1, pending: null });
  });

  it("says a plan's limit as the server put it and leaves the chat limited; a save warns that the analysis did not start", async () => {
    const chat = analyzer();
    const message =
      "You have used this month's analysis of the Basic plan. Upgrade to Plus for unlimited analyses.";
    vi.mocked(startAnalysis).mockRejectedValue(
      new ApiError("PLAN_LIMIT_REACHED", 403, "ANALYSIS_BASIC_LIMIT"),
    );
    await begin(chat.flow, { id: 1, trigger: "save", dreamContent: DREAM });
    expect(chat.lines()).toEqual([`user: ${DREAM}`, `bot: ${message}`]);
    expect(chat.state().phase).toEqual({ name: "limited" });
    expect(toast.warning).toHaveBeenCalledWith("Warning", {
      description: "Dream saved but failed to start analysis. Please try analyzing manually.",
    });
  });

  it("leaves the chat idle after a refusal other than the plan's limit", async () => {
    const chat = analyzer();
    vi.mocked(startAnalysis).mockRejectedValue(
      new ApiError("VALIDATION_FAILED", 400, "ANALYSIS_NOT_REMEMBERED"),
    );
    await begin(chat.flow, { id: 1, trigger: "analyze" });
    expect(chat.state().phase).toEqual({ name: "idle" });
  });

  it("drops a half-streamed analysis that failed, says the usual line and toasts the server's reason", async () => {
    const chat = analyzer();
    vi.mocked(startAnalysis).mockImplementation(async (_id, options) => {
      options?.onDelta?.("Falling into");
      throw new ApiError("AI_TIMEOUT", 504, "AI_PROVIDER_TIMEOUT");
    });
    await begin(chat.flow, { id: 1, trigger: "analyze" });
    expect(chat.lines()).toEqual(["bot: Error: There was an error analyzing your dream. Please try again."]);
    expect(toast.error).toHaveBeenCalledWith("Error", {
      description: "The AI analyst took too long to answer. Please try again.",
    });
  });

  it("says nothing more once the view is gone", async () => {
    const chat = analyzer();
    vi.mocked(startAnalysis).mockResolvedValue(analysisSession(0));
    void begin(chat.flow, { id: 1, trigger: "analyze" });
    await vi.advanceTimersByTimeAsync(0);
    chat.flow.cancel();
    await vi.advanceTimersByTimeAsync(PACING.botReplyMs);
    expect(chat.lines()).toHaveLength(2);
    expect(chat.state().phase).toEqual({ name: "streaming" });
    expect(toast.error).not.toHaveBeenCalled();
  });
});

describe("the analyzer's script", () => {
  /** The chat waiting for the answer to the last question. */
  function lastQuestion() {
    const chat = analyzer();
    chat.flow.act({ type: "begin" });
    chat.flow.act({ type: "ask", question: 3, message: chatMessage("bot", "Where was the tower?") });
    return chat;
  }

  it("after the last answer, says the closing line a pause later, ends, and toasts the saved interpretation", async () => {
    const chat = lastQuestion();
    vi.mocked(answerAnalysis).mockResolvedValue(analysisSession(3));
    const taken = answerQuestion(chat.flow, "A tower I climbed");
    await vi.advanceTimersByTimeAsync(0);
    expect(chat.onCompleted).toHaveBeenCalledOnce();
    expect(chat.lines().at(-1)).toBe("user: A tower I climbed");
    await vi.advanceTimersByTimeAsync(PACING.botReplyMs);
    await expect(taken).resolves.toBe(true);
    expect(chat.lines().at(-1)).toBe(
      "bot: Thank you for sharing your dream with me. You can now interpret your dream in the Interpreter page.",
    );
    expect(chat.state().phase).toEqual({ name: "ended" });
    expect(toast.success).toHaveBeenCalledWith("Dream Interpretation Complete", {
      description: "A distilled interpretation of your dream has been saved.",
    });
  });

  it("shows a session found completed with its closing line, without the toast", async () => {
    const chat = analyzer();
    vi.mocked(getAnalysis).mockResolvedValue({ session: analysisSession(3) });
    vi.mocked(answerAnalysis).mockRejectedValue(new ApiError("CONFLICT", 409, "ANALYSIS_SESSION_ENDED"));
    chat.flow.act({ type: "begin" });
    chat.flow.act({ type: "ask", question: 3, message: chatMessage("bot", "Where was the tower?") });
    await expect(answerQuestion(chat.flow, "Late")).resolves.toBe(false);
    expect(chat.lines()).toContain(`user: ${DREAM}`);
    expect(chat.lines().at(-1)).toMatch(/^bot: Thank you for sharing your dream with me\./);
    expect(chat.state().phase).toEqual({ name: "ended" });
    expect(chat.onCompleted).not.toHaveBeenCalled();
    expect(toast.success).not.toHaveBeenCalled();
    expect(toast.error).toHaveBeenCalledWith("Error", {
      description: "Dream analysis session has ended. Please start a new analysis.",
    });
  });
});

describe("skip", () => {
  it("ends the session unanswered and returns to Log Dream", async () => {
    const chat = analyzer();
    const onSkipped = vi.fn();
    chat.flow.act({ type: "begin" });
    chat.flow.act({ type: "ask", question: 1, message: chatMessage("bot", "What did the water feel like?") });
    vi.mocked(skipAnalysis).mockResolvedValue(analysisSession(0, { status: "skipped" }));
    await skip(chat.flow, onSkipped);
    expect(chat.state().phase).toEqual({ name: "idle" });
    expect(onSkipped).toHaveBeenCalledOnce();
  });

  it("refused, leaves the question waiting and says why", async () => {
    const chat = analyzer();
    const onSkipped = vi.fn();
    chat.flow.act({ type: "begin" });
    chat.flow.act({ type: "ask", question: 1, message: chatMessage("bot", "What did the water feel like?") });
    vi.mocked(skipAnalysis).mockRejectedValue(new ApiError("NETWORK_ERROR", 0));
    await skip(chat.flow, onSkipped);
    expect(chat.state().phase).toEqual({ name: "asking", question: 1, pending: null });
    expect(chat.lines()).toEqual(["bot: What did the water feel like?"]);
    expect(onSkipped).not.toHaveBeenCalled();
    expect(toast.error).toHaveBeenCalledWith("Error", {
      description: "Could not reach the server. Check your connection and try again.",
    });
  });
});
