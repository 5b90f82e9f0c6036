// @vitest-environment happy-dom
import { act } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { answerAnalysis, getAnalysis, startAnalysis } from "@/api/analysis";
import { createInterpretation } from "@/api/interpretations";
import { PACING } from "@/config/pacing";
import { ApiError } from "@/lib/api-client";
import { loadMessages } from "@/lib/i18n/catalogues";
import { toast } from "@/lib/toast";
import { analysisSession } from "@/test/sessions";
import {
  ANALYZED,
  dream,
  GREETING,
  INTERPRETING,
  newDreamWithQuestions,
  pass,
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

describe("useInterpreterChat, when a step fails", () => {
  it("takes back a reading that failed half-way and says the failure in its place", async () => {
    const { chat, lines } = renderChat();
    vi.mocked(getAnalysis).mockResolvedValue({ session: analysisSession(3) });
    vi.mocked(createInterpretation).mockImplementation(async (_id, options) => {
      options?.onDelta?.("A **tower** over");
      throw new ApiError("AI_UNAVAILABLE", 502, "AI_PROVIDER_ERROR");
    });
    await act(async () => void chat().start(dream));
    expect(lines()).toEqual([
      GREETING,
      `user: Tower\n\n${dream.content}`,
      "bot: I'm sorry, I couldn't interpret your dream due to a technical issue. Please try again later.",
    ]);
    expect(toast.error).toHaveBeenCalledWith("Error", {
      description: "The AI provider had a problem answering. Please try again in a moment.",
    });
    expect(chat()).toMatchObject({ phase: { name: "idle" }, streamingId: null });
  });

  it("says a technical failure in the chat and a toast, then takes replies as before a dream", async () => {
    const { chat, lines } = renderChat();
    vi.mocked(getAnalysis).mockResolvedValue({ session: null });
    vi.mocked(startAnalysis).mockRejectedValue(new ApiError("AI_UNAVAILABLE", 502, "AI_PROVIDER_ERROR"));
    await act(async () => void chat().start(dream));
    expect(lines().at(-1)).toBe(
      "bot: I'm sorry, I couldn't interpret your dream due to a technical issue. Please try again later.",
    );
    expect(toast.error).toHaveBeenCalledWith("Error", {
      description: "The AI provider had a problem answering. Please try again in a moment.",
    });
    expect(chat().phase).toEqual({ name: "idle" });
  });

  it("gives a refused answer back: taken out of the chat, the question waiting again", async () => {
    const { chat, lines } = renderChat();
    newDreamWithQuestions();
    await act(async () => void chat().start(dream));
    await pass(2 * PACING.botReplyMs);
    vi.mocked(answerAnalysis).mockRejectedValue(new ApiError("NETWORK_ERROR", 0));
    let taken: boolean | undefined;
    await act(async () => {
      taken = await chat().send("Answer 1");
    });
    expect(taken).toBe(false);
    expect(toast.error).toHaveBeenCalledWith("Error", { description: "Failed to save your answer" });
    expect(lines().at(-1)).toBe("bot: What did the water feel like?");
    expect(chat().phase).toEqual({ name: "asking", question: 1, pending: null });
    expect(getAnalysis).toHaveBeenCalledOnce();
  });

  it("on a 409 goes on from the session as the server has it, not from the start", async () => {
    const { chat, lines } = renderChat();
    newDreamWithQuestions();
    await act(async () => void chat().start(dream));
    await pass(2 * PACING.botReplyMs);
    vi.mocked(answerAnalysis).mockRejectedValue(new ApiError("CONFLICT", 409, "ANALYSIS_ALREADY_ANSWERED"));
    vi.mocked(getAnalysis).mockResolvedValue({ session: analysisSession(1) });
    await act(async () => void chat().send("Late answer"));
    expect(lines()).toEqual([
      GREETING,
      `user: Tower\n\n${dream.content}`,
      INTERPRETING,
      ANALYZED,
      "bot: What did the water feel like?",
      "user: Answer 1",
      "bot: Who called your name?",
    ]);
    expect(chat().phase).toEqual({ name: "asking", question: 2, pending: null });
  });
});
