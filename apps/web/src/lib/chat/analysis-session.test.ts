import type { AnalysisSession } from "@somnia/shared/analysis";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PACING } from "@/config/pacing";
import { ApiError } from "@/lib/api-client";
import { analysisSession } from "@/test/sessions";
import { answerQuestion, resumeSession, type SessionRun, type SessionScript } from "./analysis-session";
import { type ChatState, chatMessage, chatReducer, initialChat, isBusy } from "./chat-state";
import { conversation } from "./conversation";

const transcript = (session: AnalysisSession) => [
  chatMessage("user", session.dream.content),
  ...session.answers.flatMap((pair) => [chatMessage("bot", pair.question), chatMessage("user", pair.answer)]),
];

/** A chat on dream d1 with a script that records what it is asked to do. */
function chat(from: ChatState = initialChat) {
  let state = from;
  const talk = conversation((action) => {
    state = chatReducer(state, action);
  });
  const script = {
    calls: { get: vi.fn(), answer: vi.fn() },
    opening: () => [chatMessage("bot", "Hello")],
    transcript,
    complete: vi.fn<SessionScript["complete"]>(async (_session, run) => {
      run.say("The end.");
      run.act({ type: "end" });
    }),
    report: vi.fn(),
  } satisfies SessionScript;
  const run: SessionRun = { ...talk, dreamId: "d1", script };
  return {
    run,
    script,
    state: () => state,
    lines: () => state.messages.map((message) => `${message.sender}: ${message.text}`),
  };
}

/** A chat waiting for the answer to its first question. */
function asking() {
  const c = chat();
  c.run.act({ type: "begin", messages: [chatMessage("user", "I fell from a tower into dark water.")] });
  c.run.act({ type: "ask", question: 1, message: chatMessage("bot", "What did the water feel like?") });
  return c;
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("answerQuestion", () => {
  it("shows the answer at once and asks the next question, numbered, a pause after it was sent", async () => {
    const c = asking();
    c.script.calls.answer.mockResolvedValue(analysisSession(1));
    const taken = answerQuestion(c.run, "Cold and calm");
    expect(c.lines().at(-1)).toBe("user: Cold and calm");
    expect(isBusy(c.state())).toBe(true);
    await vi.advanceTimersByTimeAsync(PACING.botReplyMs - 1);
    expect(c.lines().at(-1)).toBe("user: Cold and calm");
    await vi.advanceTimersByTimeAsync(1);
    await expect(taken).resolves.toBe(true);
    expect(c.lines().at(-1)).toBe("bot: Who called your name?");
    expect(c.state().phase).toEqual({ name: "asking", question: 2, pending: null });
    expect(c.script.calls.answer).toHaveBeenCalledWith("d1", "Cold and calm");
  });

  it("hands a completed session to the script at once, with the pause still to come", async () => {
    const c = asking();
    c.script.calls.answer.mockResolvedValue(analysisSession(3));
    let waited = false;
    c.script.complete.mockImplementation(async (_session, run, { answered, pause }) => {
      expect(answered).toBe(true);
      await pause();
      waited = true;
      run.act({ type: "end" });
    });
    const taken = answerQuestion(c.run, "A tower I climbed");
    await vi.advanceTimersByTimeAsync(0);
    expect(c.script.complete).toHaveBeenCalledOnce();
    expect(waited).toBe(false);
    await vi.advanceTimersByTimeAsync(PACING.botReplyMs);
    await expect(taken).resolves.toBe(true);
    expect(c.state().phase).toEqual({ name: "ended" });
  });

  it("gives a refused answer back: taken out of the chat, reported, the question waiting again", async () => {
    const c = asking();
    const error = new ApiError("NETWORK_ERROR", 0, "Could not reach the server.");
    c.script.calls.answer.mockRejectedValue(error);
    await expect(answerQuestion(c.run, "Cold and calm")).resolves.toBe(false);
    expect(c.lines()).toEqual([
      "user: I fell from a tower into dark water.",
      "bot: What did the water feel like?",
    ]);
    expect(c.state().phase).toEqual({ name: "asking", question: 1, pending: null });
    expect(c.script.report).toHaveBeenCalledWith(error);
    expect(c.script.calls.get).not.toHaveBeenCalled();
  });

  it("on a 409 resumes the session from the server's state", async () => {
    const c = asking();
    c.script.calls.answer.mockRejectedValue(
      new ApiError("CONFLICT", 409, "This question has already been answered. Please reload the analysis."),
    );
    c.script.calls.get.mockResolvedValue({ session: analysisSession(1) });
    await expect(answerQuestion(c.run, "Late answer")).resolves.toBe(false);
    expect(c.lines()).toEqual([
      "user: I fell from a tower into dark water.",
      "bot: What did the water feel like?",
      "user: Answer 1",
      "bot: Who called your name?",
    ]);
    expect(c.state().phase).toEqual({ name: "asking", question: 2, pending: null });
    expect(c.script.report).toHaveBeenCalledOnce();
  });

  it("on a 409 for a session completed elsewhere, lets the script finish it", async () => {
    const c = asking();
    c.script.calls.answer.mockRejectedValue(new ApiError("CONFLICT", 409, "The analysis has ended."));
    c.script.calls.get.mockResolvedValue({ session: analysisSession(3) });
    await answerQuestion(c.run, "Late answer");
    expect(c.script.complete).toHaveBeenCalledWith(
      expect.objectContaining({ status: "completed" }),
      c.run,
      expect.objectContaining({ answered: false }),
    );
    expect(c.state().phase).toEqual({ name: "ended" });
  });

  it("says nothing more once the run is cancelled", async () => {
    const c = asking();
    c.script.calls.answer.mockResolvedValue(analysisSession(1));
    const taken = answerQuestion(c.run, "Cold and calm");
    await vi.advanceTimersByTimeAsync(0);
    c.run.cancel();
    await vi.advanceTimersByTimeAsync(PACING.botReplyMs);
    await expect(taken).resolves.toBe(true);
    expect(c.lines().at(-1)).toBe("user: Cold and calm");
  });
});

describe("resumeSession", () => {
  it("shows the transcript and the waiting question", async () => {
    const c = chat();
    c.script.calls.get.mockResolvedValue({ session: analysisSession(2) });
    await resumeSession(c.run);
    expect(c.lines()).toEqual([
      "user: I fell from a tower into dark water.",
      "bot: What did the water feel like?",
      "user: Answer 1",
      "bot: Who called your name?",
      "user: Answer 2",
      "bot: Where was the tower?",
    ]);
    expect(c.state().phase).toEqual({ name: "asking", question: 3, pending: null });
  });

  it("opens anew when the newest session was skipped or there is none", async () => {
    const c = chat();
    c.script.calls.get.mockResolvedValue({ session: analysisSession(1, { status: "skipped" }) });
    await resumeSession(c.run);
    expect(c.lines()).toEqual(["bot: Hello"]);
    expect(c.state().phase).toEqual({ name: "idle" });
  });

  it("stays quiet about a dream that is gone, but reports other failures", async () => {
    const c = chat();
    c.script.calls.get.mockRejectedValueOnce(new ApiError("NOT_FOUND", 404, "Not found"));
    await resumeSession(c.run);
    expect(c.script.report).not.toHaveBeenCalled();
    expect(c.state().phase).toEqual({ name: "idle" });
    const broken = new ApiError("INTERNAL", 500, "Something broke");
    c.script.calls.get.mockRejectedValueOnce(broken);
    await resumeSession(c.run);
    expect(c.script.report).toHaveBeenCalledWith(broken);
  });
});
