/** One line of a chat with one of Somnia's bots (the analyzer, the interpreter). */
export type ChatMessage = { id: string; text: string; sender: "user" | "bot"; timestamp: number };

let counter = 0;

export function chatMessage(sender: ChatMessage["sender"], text: string, id?: string): ChatMessage {
  counter += 1;
  return { id: id ?? `m${counter}`, text, sender, timestamp: Date.now() };
}

/** What is on its way to the server while a question waits: the answer (its message's id) or a Skip. */
export type Pending = { kind: "answer"; id: string } | { kind: "skip" };

/**
 * Where a conversation stands. `idle`: no session takes answers · `streaming`: the bot opens (or
 * reloads) a session · `asking`: question `question` (1, 2, …) waits for its answer, `pending`
 * while one is on its way · `interpreting`: the reading is being written · `ended`: the
 * conversation is over · `limited`: none can start, the plan's monthly limit is reached.
 */
export type ChatPhase =
  | { name: "idle" }
  | { name: "streaming" }
  | { name: "asking"; question: number; pending: Pending | null }
  | { name: "interpreting" }
  | { name: "ended" }
  | { name: "limited" };

export type ChatState = {
  messages: ChatMessage[];
  /** The bot message whose text is still arriving; null when nothing streams. */
  streamingId: string | null;
  phase: ChatPhase;
};

export type ChatAction =
  /** Anew, no session: these messages (none by default). */
  | { type: "reset"; messages?: ChatMessage[] }
  /** The bot opens or reloads a session; the messages, when given, replace those shown. */
  | { type: "begin"; messages?: ChatMessage[] }
  | { type: "say"; message: ChatMessage }
  /** A bot message being written: its text so far replaces the message's, or starts a new one; `done` once complete. */
  | { type: "stream"; id: string; text: string; done?: boolean }
  /** The conversation as the server has it, in place of what was shown. */
  | { type: "transcript"; messages: ChatMessage[] }
  | { type: "retract"; id: string }
  /** The bot asks question `question`: it is said, and the chat takes its answer. */
  | { type: "ask"; question: number; message: ChatMessage }
  /** The user's answer to the waiting question is shown and sent. */
  | { type: "answer"; message: ChatMessage }
  | { type: "skip" }
  /** The server did not take what was sent: an answer is taken back, the question waits again. */
  | { type: "refuse" }
  | { type: "interpret" }
  | { type: "end" }
  /** The session takes no more answers without having ended here (skipped, failed, or the plan's limit). */
  | { type: "stop"; limited?: boolean };

export const initialChat: ChatState = { messages: [], streamingId: null, phase: { name: "idle" } };

/** The bot (or the server behind it) is working: nothing can be sent. */
export function isBusy({ phase }: ChatState): boolean {
  if (phase.name === "asking") return phase.pending !== null;
  return phase.name === "streaming" || phase.name === "interpreting";
}

/** The typing indicator shows while the bot works and has nothing on screen yet. */
export const isTyping = (state: ChatState) => isBusy(state) && state.streamingId === null;

/** Nothing more can be said in this conversation: the composer is off. */
export const isOver = ({ phase }: ChatState) => phase.name === "ended" || phase.name === "limited";

/** A dream's conversation is under way: leaving it loses what is on screen. */
export const inProgress = ({ phase }: ChatState) =>
  phase.name === "streaming" || phase.name === "asking" || phase.name === "interpreting";

const withPhase = (state: ChatState, phase: ChatPhase): ChatState => ({ ...state, phase });

/** The conversation's transitions; an action that does not apply where it stands changes nothing. */
export function chatReducer(state: ChatState, action: ChatAction): ChatState {
  const { phase } = state;
  switch (action.type) {
    case "reset":
      return { ...initialChat, messages: action.messages ?? [] };
    case "begin":
      return { messages: action.messages ?? state.messages, streamingId: null, phase: { name: "streaming" } };
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
    case "ask":
      if (phase.name !== "streaming" && phase.name !== "asking") return state;
      return {
        messages: [...state.messages, action.message],
        streamingId: null,
        phase: { name: "asking", question: action.question, pending: null },
      };
    case "answer":
      if (phase.name !== "asking" || phase.pending) return state;
      return {
        ...state,
        messages: [...state.messages, action.message],
        phase: { ...phase, pending: { kind: "answer", id: action.message.id } },
      };
    case "skip":
      if (phase.name !== "asking" || phase.pending) return state;
      return withPhase(state, { ...phase, pending: { kind: "skip" } });
    case "refuse": {
      if (phase.name !== "asking" || !phase.pending) return state;
      const { pending } = phase;
      const messages =
        pending.kind === "answer"
          ? state.messages.filter((message) => message.id !== pending.id)
          : state.messages;
      return { ...state, messages, phase: { ...phase, pending: null } };
    }
    case "interpret":
      if (phase.name !== "streaming" && phase.name !== "asking") return state;
      return withPhase(state, { name: "interpreting" });
    case "end":
      if (!inProgress(state)) return state;
      return { ...state, streamingId: null, phase: { name: "ended" } };
    case "stop":
      return { ...state, streamingId: null, phase: { name: action.limited ? "limited" : "idle" } };
  }
}
