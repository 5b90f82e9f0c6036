import type { Dispatch } from "react";
import { type ChatAction, chatMessage } from "./chat-state";

/**
 * One run of a chat's flow (a dream's analysis, an interpretation). Once cancelled — the view
 * closed, the chat started over — nothing it still does reaches the chat, and its waits end.
 */
export type Conversation = {
  signal: AbortSignal;
  cancel: () => void;
  act: (action: ChatAction) => void;
  /** Posts a bot line; answers its id. */
  say: (text: string) => string;
};

export function conversation(dispatch: Dispatch<ChatAction>): Conversation {
  const controller = new AbortController();
  const { signal } = controller;
  const act = (action: ChatAction) => {
    if (!signal.aborted) dispatch(action);
  };
  const say = (text: string) => {
    const message = chatMessage("bot", text);
    act({ type: "say", message });
    return message.id;
  };
  return { signal, cancel: () => controller.abort(), act, say };
}
