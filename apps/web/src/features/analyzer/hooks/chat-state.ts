import { type ChatMessage, chatMessage } from "../utils/chat-messages";

/** `active`: a session takes answers; `ended`: it was completed here; `idle`: no session to answer. */
export type ChatStatus = "idle" | "active" | "ended";

export type ChatState = {
  messages: ChatMessage[];
  /** The brief analysis as it streams in; null when nothing is streaming. */
  streaming: string | null;
  /** The server (or the bot's pause) is working: the typing indicator shows and sending is blocked. */
  busy: boolean;
  status: ChatStatus;
};

export type ChatAction =
  | { type: "reset" }
  | { type: "begin"; content?: string }
  | { type: "delta"; text: string }
  | { type: "transcript"; messages: ChatMessage[] }
  | { type: "say"; sender: ChatMessage["sender"]; text: string; id?: string }
  | { type: "retract"; id: string }
  | { type: "wait" }
  | { type: "settle"; status: ChatStatus }
  | { type: "fail"; text?: string };

export const initialChat: ChatState = { messages: [], streaming: null, busy: false, status: "idle" };

export function chatReducer(state: ChatState, action: ChatAction): ChatState {
  switch (action.type) {
    case "reset":
      return initialChat;
    case "begin":
      return {
        messages: action.content ? [chatMessage("user", action.content)] : [],
        streaming: "",
        busy: true,
        status: "idle",
      };
    case "delta":
      return { ...state, streaming: (state.streaming ?? "") + action.text };
    case "transcript":
      return { ...state, messages: action.messages, streaming: null };
    case "say": {
      const message = { ...chatMessage(action.sender, action.text), ...(action.id ? { id: action.id } : {}) };
      return { ...state, messages: [...state.messages, message] };
    }
    case "wait":
      return { ...state, busy: true };
    case "retract":
      return { ...state, messages: state.messages.filter((message) => message.id !== action.id) };
    case "settle":
      return { ...state, busy: false, streaming: null, status: action.status };
    case "fail": {
      const messages = action.text ? [...state.messages, chatMessage("bot", action.text)] : state.messages;
      return { messages, streaming: null, busy: false, status: "idle" };
    }
  }
}
