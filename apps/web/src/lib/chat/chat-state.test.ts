import { describe, expect, it } from "vitest";
import {
  type ChatAction,
  type ChatState,
  chatMessage,
  chatReducer,
  initialChat,
  inProgress,
  isBusy,
  isOver,
  isTyping,
} from "./chat-state";

const run = (actions: ChatAction[], from: ChatState = initialChat) => actions.reduce(chatReducer, from);
const texts = (state: ChatState) => state.messages.map((message) => `${message.sender}: ${message.text}`);
const question = (n: number, text = `Question ${n}?`): ChatAction => ({
  type: "ask",
  question: n,
  message: chatMessage("bot", text),
});

describe("the conversation's phases", () => {
  it("goes idle → streaming → asking(1) → asking(2) → interpreting → ended", () => {
    const streaming = run([{ type: "begin", messages: [chatMessage("user", "my dream")] }]);
    expect(streaming.phase).toEqual({ name: "streaming" });
    const first = chatReducer(streaming, question(1));
    expect(first.phase).toEqual({ name: "asking", question: 1, pending: null });
    const answered = chatReducer(first, { type: "answer", message: chatMessage("user", "Cold") });
    expect(answered.phase).toMatchObject({ name: "asking", question: 1, pending: { kind: "answer" } });
    const second = chatReducer(answered, question(2));
    expect(second.phase).toEqual({ name: "asking", question: 2, pending: null });
    const reading = chatReducer(second, { type: "interpret" });
    expect(reading.phase).toEqual({ name: "interpreting" });
    const ended = chatReducer(reading, { type: "end" });
    expect(ended.phase).toEqual({ name: "ended" });
    expect(texts(ended)).toEqual(["user: my dream", "bot: Question 1?", "user: Cold", "bot: Question 2?"]);
  });

  it("is busy, and shows the typing dots while nothing streams, whenever the bot works", () => {
    const streaming = run([{ type: "begin" }]);
    expect(isBusy(streaming)).toBe(true);
    expect(isTyping(streaming)).toBe(true);
    const writing = chatReducer(streaming, { type: "stream", id: "r", text: "The" });
    expect(isTyping(writing)).toBe(false);
    const asking = chatReducer(writing, question(1));
    expect(isBusy(asking)).toBe(false);
    expect(asking.streamingId).toBeNull();
    const sending = chatReducer(asking, { type: "answer", message: chatMessage("user", "Cold") });
    expect(isTyping(sending)).toBe(true);
    const paused = run(
      [{ type: "interpret" }, { type: "stream", id: "r", text: "A sea.", done: true }],
      asking,
    );
    expect(isTyping(paused)).toBe(true);
    expect(isBusy(chatReducer(paused, { type: "end" }))).toBe(false);
  });

  it("ignores what does not apply where the conversation stands", () => {
    const idle = run([{ type: "say", message: chatMessage("bot", "Hello") }]);
    expect(chatReducer(idle, { type: "answer", message: chatMessage("user", "hi") })).toBe(idle);
    expect(chatReducer(idle, question(1))).toBe(idle);
    expect(chatReducer(idle, { type: "interpret" })).toBe(idle);
    expect(chatReducer(idle, { type: "end" })).toBe(idle);
    const sending = run([
      { type: "begin" },
      question(1),
      { type: "answer", message: chatMessage("user", "a") },
    ]);
    // One answer (or Skip) at a time.
    expect(chatReducer(sending, { type: "answer", message: chatMessage("user", "b") })).toBe(sending);
    expect(chatReducer(sending, { type: "skip" })).toBe(sending);
  });

  it("says when the composer is off and when leaving would lose a conversation", () => {
    const asking = run([{ type: "begin" }, question(1)]);
    expect(inProgress(asking)).toBe(true);
    expect(inProgress(initialChat)).toBe(false);
    expect(isOver(chatReducer(asking, { type: "end" }))).toBe(true);
    expect(isOver(chatReducer(asking, { type: "stop", limited: true }))).toBe(true);
    expect(isOver(chatReducer(asking, { type: "stop" }))).toBe(false);
  });
});

describe("the failure policy", () => {
  it("takes a refused answer back: the question waits again and takes another answer", () => {
    const answer = chatMessage("user", "an answer");
    const sending = run([{ type: "begin" }, question(2), { type: "answer", message: answer }]);
    const refused = chatReducer(sending, { type: "refuse" });
    expect(texts(refused)).toEqual(["bot: Question 2?"]);
    expect(refused.phase).toEqual({ name: "asking", question: 2, pending: null });
    expect(isBusy(refused)).toBe(false);
  });

  it("keeps every line when a Skip is refused", () => {
    const skipping = run([{ type: "begin" }, question(1), { type: "skip" }]);
    expect(isBusy(skipping)).toBe(true);
    const refused = chatReducer(skipping, { type: "refuse" });
    expect(texts(refused)).toEqual(["bot: Question 1?"]);
    expect(refused.phase).toEqual({ name: "asking", question: 1, pending: null });
  });

  it("resumes from the server's transcript: streaming again, then its waiting question", () => {
    const refused = run([
      { type: "begin" },
      question(1),
      { type: "answer", message: chatMessage("user", "late") },
      { type: "refuse" },
    ]);
    const resumed = run(
      [
        { type: "begin" },
        {
          type: "transcript",
          messages: [chatMessage("bot", "Question 1?"), chatMessage("user", "from elsewhere")],
        },
        question(2),
      ],
      refused,
    );
    expect(texts(resumed)).toEqual(["bot: Question 1?", "user: from elsewhere", "bot: Question 2?"]);
    expect(resumed.phase).toEqual({ name: "asking", question: 2, pending: null });
  });

  it("stops a session that failed: idle, or limited at the plan's limit, the stream ended", () => {
    const streaming = run([{ type: "begin" }, { type: "stream", id: "r", text: "half" }]);
    expect(chatReducer(streaming, { type: "stop" })).toMatchObject({
      streamingId: null,
      phase: { name: "idle" },
    });
    expect(chatReducer(streaming, { type: "stop", limited: true }).phase).toEqual({ name: "limited" });
  });
});

describe("messages", () => {
  it("starts over with the given messages, or none", () => {
    const before = run([{ type: "begin" }, question(1)]);
    const after = chatReducer(before, { type: "reset", messages: [chatMessage("bot", "Hello")] });
    expect(texts(after)).toEqual(["bot: Hello"]);
    expect(after).toMatchObject({ phase: { name: "idle" }, streamingId: null });
    expect(chatReducer(before, { type: "reset" }).messages).toEqual([]);
  });

  it("grows a streamed bot message in place: a new one first, then its text so far", () => {
    const state = run([
      { type: "say", message: chatMessage("user", "my dream") },
      { type: "stream", id: "r", text: "The " },
      { type: "stream", id: "r", text: "The sea" },
    ]);
    expect(texts(state)).toEqual(["user: my dream", "bot: The sea"]);
    expect(state.streamingId).toBe("r");
  });

  it("replaces a placeholder line with the text streamed into it, and can take it back", () => {
    const placeholder = chatMessage("bot", "Interpreting your dream...");
    const state = run([
      { type: "say", message: placeholder },
      { type: "stream", id: placeholder.id, text: "A **snake**" },
    ]);
    expect(texts(state)).toEqual(["bot: A **snake**"]);
    expect(chatReducer(state, { type: "retract", id: placeholder.id }).messages).toEqual([]);
  });

  it("gives every message its own id", () => {
    expect(chatMessage("bot", "a").id).not.toBe(chatMessage("bot", "a").id);
  });
});
