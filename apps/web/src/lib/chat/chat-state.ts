/** One line of a chat with one of Somnia's bots (the analyzer, the interpreter). */
export type ChatMessage = { id: string; text: string; sender: "user" | "bot"; timestamp: number };

let counter = 0;

export function chatMessage(sender: ChatMessage["sender"], text: string, id?: string): ChatMessage {
  counter += 1;
  return { id: id ?? `m${counter}`, text, sender, timestamp: Date.now() };
}

/**
 * `idle`: no session takes answers · `active`: a session does · `ended`: it ended here ·
 * `limited`: none can start, the plan's monthly limit is reached.
 */
export type ChatStatus = "idle" | "active" | "ended" | "limited";

export type ChatState = {
  messages: ChatMessage[];
  /** The bot message whose text is still arriving; null when nothing streams. */
  streamingId: string | null;
  /** The bot (or the server behind it) is working: sending is blocked. */
  busy: boolean;
  status: ChatStatus;
};

export type ChatAction =
  /** Start over with these messages, the bot working or not. */
  | { type: "reset"; messages?: ChatMessage[]; busy?: boolean }
  | { type: "say"; message: ChatMessage }
  /** A bot message being written: its text so far replaces the message's, or starts a new one; `done` once complete. */
  | { type: "stream"; id: string; text: string; done?: boolean }
  /** The conversation as the server has it, in place of what was shown. */
  | { type: "transcript"; messages: ChatMessage[] }
  | { type: "retract"; id: string }
  | { type: "wait" }
  /** The bot is done for now: the status the conversation is left in. */
  | { type: "settle"; status: ChatStatus };

export const initialChat: ChatState = { messages: [], streamingId: null, busy: false, status: "idle" };

/** The typing indicator shows while the bot works and has nothing on screen yet. */
export const isTyping = (state: ChatState) => state.busy && state.streamingId === null;

export function chatReducer(state: ChatState, action: ChatAction): ChatState {
  switch (action.type) {
    case "reset":
      return { ...initialChat, messages: action.messages ?? [], busy: action.busy ?? false };
    case "say":
      return { ...state, messages: [...state.messages, action.message] };
    case "stream": {
      const { id, text, done } = action;
      const exists = state.messages.some((message) => message.id === id);
      const messages = exists
        ? state.messages.map((message) => (message.id === id ? { ...message, text } : message))
        : [...state.messages, chatMessage("bot", text, id)];
      return { ...state, messages, streamingId: done ? null : id };
    }
    case "transcript":
      return { ...state, messages: action.messages, streamingId: null };
    case "retract":
      return { ...state, messages: state.messages.filter((message) => message.id !== action.id) };
    case "wait":
      return { ...state, busy: true };
    case "settle":
      return { ...state, busy: false, streamingId: null, status: action.status };
  }
}
