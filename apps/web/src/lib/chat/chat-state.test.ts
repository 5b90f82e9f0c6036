import { describe, expect, it } from "vitest";
import {
  type ChatAction,
  type ChatState,
  chatMessage,
  chatReducer,
  initialChat,
  isTyping,
} from "./chat-state";

const run = (actions: ChatAction[], from: ChatState = initialChat) => actions.reduce(chatReducer, from);
const texts = (state: ChatState) => state.messages.map((message) => `${message.sender}: ${message.text}`);

describe("chatReducer", () => {
  it("starts over with the given messages, working or not", () => {
    const before = run([
      { type: "say", message: chatMessage("user", "old") },
      { type: "settle", status: "ended" },
    ]);
    const after = chatReducer(before, {
      type: "reset",
      messages: [chatMessage("user", "my dream")],
      busy: true,
    });
    expect(texts(after)).toEqual(["user: my dream"]);
    expect(after).toMatchObject({ busy: true, status: "idle", streamingId: null });
  });

  it("shows the typing indicator while the bot works and nothing it writes is on screen yet", () => {
    const working = run([{ type: "wait" }]);
    expect(isTyping(working)).toBe(true);
    const writing = chatReducer(working, { type: "stream", id: "r", text: "The" });
    expect(isTyping(writing)).toBe(false);
    const pausing = chatReducer(writing, { type: "stream", id: "r", text: "The sea.", done: true });
    expect(isTyping(pausing)).toBe(true);
    expect(isTyping(chatReducer(pausing, { type: "settle", status: "active" }))).toBe(false);
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

  it("replaces a placeholder line with the text streamed into it", () => {
    const placeholder = chatMessage("bot", "Interpreting your dream...");
    const state = run([
      { type: "say", message: placeholder },
      { type: "stream", id: placeholder.id, text: "A **snake**" },
    ]);
    expect(texts(state)).toEqual(["bot: A **snake**"]);
  });

  it("puts the server's transcript in place of what was shown, ending the stream", () => {
    const state = run([
      { type: "stream", id: "r", text: "partial" },
      { type: "transcript", messages: [chatMessage("user", "dream"), chatMessage("bot", "analysis")] },
    ]);
    expect(texts(state)).toEqual(["user: dream", "bot: analysis"]);
    expect(state.streamingId).toBeNull();
  });

  it("takes back an answer the server did not accept", () => {
    const answer = chatMessage("user", "an answer");
    const state = run([
      { type: "say", message: chatMessage("bot", "A question?") },
      { type: "say", message: answer },
    ]);
    expect(texts(chatReducer(state, { type: "retract", id: answer.id }))).toEqual(["bot: A question?"]);
  });

  it("settles into the given status, no longer busy", () => {
    const state = run([{ type: "wait" }, { type: "settle", status: "active" }]);
    expect(state).toMatchObject({ busy: false, status: "active" });
  });
});

it("gives every message its own id", () => {
  expect(chatMessage("bot", "a").id).not.toBe(chatMessage("bot", "a").id);
});
