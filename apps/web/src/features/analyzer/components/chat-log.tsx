import { useEffect, useRef } from "react";
import { useReducedMotion } from "../hooks/use-reduced-motion";
import { ANALYZER_STRINGS as S } from "../strings";
import type { ChatMessage } from "../utils/chat-messages";
import { ChatBubble } from "./chat-bubble";
import { TypingIndicator } from "./typing-indicator";

type ChatLogProps = { messages: ChatMessage[]; streaming: string | null; typing: boolean };

/** The conversation, newest at the bottom and kept in view; a live log for screen readers. */
export function ChatLog({ messages, streaming, typing }: ChatLogProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const reducedMotion = useReducedMotion();
  const isEmpty = messages.length === 0 && !streaming && !typing;

  useEffect(() => {
    const element = scroller.current;
    if (!element || (messages.length === 0 && !typing && !streaming)) return;
    element.scrollTo({ top: element.scrollHeight, behavior: reducedMotion ? "auto" : "smooth" });
  }, [messages.length, streaming, typing, reducedMotion]);

  return (
    <div
      ref={scroller}
      role="log"
      aria-live="polite"
      aria-label={S.logLabel}
      aria-busy={streaming !== null && streaming !== ""}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard.
      tabIndex={0}
      className="min-h-0 flex-1 overflow-y-auto rounded-xl px-1 py-2 focus-visible:outline-2 focus-visible:outline-ring"
    >
      {isEmpty ? (
        <p className="grid h-full place-items-center px-4 text-center text-muted-foreground">{S.empty}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {messages.map((message) => (
            <ChatBubble key={message.id} sender={message.sender} text={message.text} />
          ))}
          {streaming ? <ChatBubble sender="bot" text={streaming} streaming /> : typing && <TypingIndicator />}
        </ul>
      )}
    </div>
  );
}
