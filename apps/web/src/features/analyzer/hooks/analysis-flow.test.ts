import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { answerAnalysis, getAnalysis, startAnalysis } from "@/api/analysis";
import { PACING } from "@/config/pacing";
import { ApiError } from "@/lib/api-client";
import { type ChatState, chatReducer, initialChat, isTyping } from "@/lib/chat/chat-state";
import { conversation } from "@/lib/chat/conversation";
import { loadMessages } from "@/lib/i18n/catalogues";
import { toast } from "@/lib/toast";
import { analysisSession } from "@/test/sessions";
import { begin, resume, sendAnswer } from "./analysis-flow";

vi.mock("@/api/analysis", () => ({ startAnalysis: vi.fn(), answerAnalysis: vi.fn(), getAnalysis: vi.fn() }));
vi.mock("@/lib/toast", () => ({ toast: { error: vi.fn(), warning: vi.fn(), success: vi.fn() } }));

const DREAM = "I fell from a tower into dark water.";

/** A chat and the analysis flow of dream d1 on it, as the analyzer tab runs it. */
function analyzer() {
  let state: ChatState = initialChat;
  const talk = conversation((action) => {
    state = chatReducer(state, action);
  });
  return {
    flow: { ...talk, dreamId: "d1" },
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
    expect(chat.state()).toMatchObject({ busy: false, status: "active" });
  });

  it("says a plan's limit as the server put it and leaves the chat limited; a save warns that the analysis did not start", async () => {
    const chat = analyzer();
    const message =
      "You have used this month's analysis of the Basic plan. Upgrade to Plus for unlimited analyses.";
    vi.mocked(startAnalysis).mockRejectedValue(new ApiError("PLAN_LIMIT_REACHED", 403, message));
    await begin(chat.flow, { id: 1, trigger: "save", dreamContent: DREAM });
    expect(chat.lines()).toEqual([`user: ${DREAM}`, `bot: ${message}`]);
    expect(chat.state()).toMatchObject({ busy: false, status: "limited" });
    expect(toast.warning).toHaveBeenCalledWith("Warning", {
      description: "Dream saved but failed to start analysis. Please try analyzing manually.",
    });
  });

  it("leaves the chat idle after a refusal other than the plan's limit", async () => {
    const chat = analyzer();
    vi.mocked(startAnalysis).mockRejectedValue(
      new ApiError("VALIDATION_FAILED", 400, "An entry marked 'I don't remember' cannot be analysed."),
    );
    await begin(chat.flow, { id: 1, trigger: "analyze" });
    expect(chat.state()).toMatchObject({ busy: false, status: "idle" });
  });

  it("drops a half-streamed analysis that failed, says the usual line and toasts the server's reason", async () => {
    const chat = analyzer();
    vi.mocked(startAnalysis).mockImplementation(async (_id, options) => {
      options?.onDelta?.("Falling into");
      throw new ApiError("AI_TIMEOUT", 504, "The AI analyst took too long to answer. Please try again.");
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
    expect(chat.state().status).toBe("idle");
    expect(toast.error).not.toHaveBeenCalled();
  });
});

describe("sendAnswer", () => {
  it("shows the answer at once and the next question a pause after it was sent", async () => {
    const chat = analyzer();
    chat.flow.act({ type: "settle", status: "active" });
    vi.mocked(answerAnalysis).mockResolvedValue(analysisSession(1));
    const taken = sendAnswer(chat.flow, "Cold and calm");
    expect(chat.lines()).toEqual(["user: Cold and calm"]);
    expect(isTyping(chat.state())).toBe(true);
    await vi.advanceTimersByTimeAsync(PACING.botReplyMs - 1);
    expect(chat.lines()).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await expect(taken).resolves.toBe(true);
    expect(chat.lines()).toEqual(["user: Cold and calm", "bot: Who called your name?"]);
    expect(answerAnalysis).toHaveBeenCalledWith("d1", "Cold and calm");
  });

  it("closes a completed session with the closing line and the saved-interpretation toast", async () => {
    const chat = analyzer();
    const onCompleted = vi.fn();
    vi.mocked(answerAnalysis).mockResolvedValue(analysisSession(3));
    const taken = sendAnswer(chat.flow, "A tower I climbed", onCompleted);
    await vi.advanceTimersByTimeAsync(PACING.botReplyMs);
    await expect(taken).resolves.toBe(true);
    expect(chat.lines().at(-1)).toBe(
      "bot: Thank you for sharing your dream with me. You can now interpret your dream in the Interpreter page.",
    );
    expect(chat.state()).toMatchObject({ busy: false, status: "ended" });
    expect(onCompleted).toHaveBeenCalledOnce();
    expect(toast.success).toHaveBeenCalledWith("Dream Interpretation Complete", {
      description: "A distilled interpretation of your dream has been saved.",
    });
  });

  it("takes a refused answer back and, when the session moved on, shows it as the server has it", async () => {
    const chat = analyzer();
    chat.flow.act({ type: "settle", status: "active" });
    vi.mocked(answerAnalysis).mockRejectedValue(
      new ApiError("CONFLICT", 409, "This question has already been answered. Please reload the analysis."),
    );
    vi.mocked(getAnalysis).mockResolvedValue({ session: analysisSession(1) });
    await expect(sendAnswer(chat.flow, "Late answer")).resolves.toBe(false);
    expect(toast.error).toHaveBeenCalledWith("Error", {
      description: "This question has already been answered. Please reload the analysis.",
    });
    expect(chat.lines()).toEqual([
      `user: ${DREAM}`,
      "bot: Falling into **water** often speaks of feelings.",
      "bot: What did the water feel like?",
      "user: Answer 1",
      "bot: Who called your name?",
    ]);
    expect(chat.state()).toMatchObject({ busy: false, status: "active" });
  });
});

describe("resume", () => {
  it("leaves the chat empty when the dream's newest session was skipped", async () => {
    const chat = analyzer();
    vi.mocked(getAnalysis).mockResolvedValue({ session: analysisSession(1, { status: "skipped" }) });
    await resume(chat.flow);
    expect(chat.lines()).toEqual([]);
    expect(chat.state()).toMatchObject({ busy: false, status: "idle" });
  });

  it("stays quiet about a dream that is gone, but reports other failures", async () => {
    const chat = analyzer();
    vi.mocked(getAnalysis).mockRejectedValueOnce(new ApiError("NOT_FOUND", 404, "Not found"));
    await resume(chat.flow);
    expect(toast.error).not.toHaveBeenCalled();
    vi.mocked(getAnalysis).mockRejectedValueOnce(new ApiError("INTERNAL", 500, "Error: Something broke"));
    await resume(chat.flow);
    expect(toast.error).toHaveBeenCalledWith("Error", { description: "Something broke" });
  });
});
