import { useCallback, useRef, useState } from "react";
import { CHAT_STRINGS as C } from "../strings";

/** Spec §3 'Chat message'. */
export type ChatMessage = { id: string; text: string; sender: "user" | "bot"; timestamp: number };

/** Spec §9: bot follow-up messages come after 1000 ms. */
export const BOT_DELAY_MS = 1000;
export const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const greeting = (): ChatMessage => ({
  id: "greeting",
  text: C.greeting,
  sender: "bot",
  timestamp: Date.now(),
});

/** The conversation: append a message, grow the last bot message (streaming), start again. */
export function useChatMessages() {
  const [messages, setMessages] = useState<ChatMessage[]>(() => [greeting()]);
  const counter = useRef(0);
  const post = useCallback((sender: ChatMessage["sender"], text: string): string => {
    counter.current += 1;
    const id = `m${counter.current}`;
    setMessages((previous) => [...previous, { id, text, sender, timestamp: Date.now() }]);
    return id;
  }, []);
  const update = useCallback((id: string, text: string) => {
    setMessages((previous) =>
      previous.map((message) => (message.id === id ? { ...message, text } : message)),
    );
  }, []);
  const remove = useCallback((id: string) => {
    setMessages((previous) => previous.filter((message) => message.id !== id));
  }, []);
  const reset = useCallback(() => setMessages([greeting()]), []);
  return { messages, post, update, remove, reset };
}
