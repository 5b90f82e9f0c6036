import { type ReactNode, useEffect, useRef } from "react";
import type { ChatMessage } from "@/lib/chat/chat-state";
import { useReducedMotion } from "@/lib/use-reduced-motion";
import { ChatBubble } from "./chat-bubble";
import type { ChatWording } from "./chat-wording";
import { TypingIndicator } from "./typing-indicator";

/** Room kept under the newest message (the log's own bottom padding). */
const SPACE_BELOW = 8;

type ChatLogProps = {
  messages: ChatMessage[];
  /** The bot message still being written (it shows a cursor). */
  streamingId: string | null;
  typing: boolean;
  wording: Pick<ChatWording, "log" | "bot" | "typing" | "empty">;
  /** Shown under the messages, in the same scrolling area but not announced (a form to choose a dream). */
  children?: ReactNode;
};

/**
 * A chat's conversation (the analyzer's, the interpreter's), newest at the bottom and kept in
 * view, smoothly unless the user prefers less motion; a live log for screen readers.
 */
export function ChatLog({ messages, streamingId, typing, wording, children }: ChatLogProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const reducedMotion = useReducedMotion();
  const isEmpty = messages.length === 0 && !typing;
  const lastText = messages.at(-1)?.text;

  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll whenever a message is added or grows.
  useEffect(() => {
    const element = scroller.current;
    const end = list.current;
    if (!element || !end || isEmpty) return;
    // The newest message's end at the bottom of the view; anything under the messages scrolls below it.
    const top = end.offsetTop + end.offsetHeight + SPACE_BELOW - element.clientHeight;
    element.scrollTo({ top: Math.max(0, top), behavior: reducedMotion ? "auto" : "smooth" });
  }, [messages.length, lastText, typing, isEmpty, reducedMotion]);

  return (
    <div
      ref={scroller}
      role="log"
      aria-live="polite"
      aria-label={wording.log}
      aria-busy={streamingId !== null}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard.
      tabIndex={0}
      className="relative min-h-0 flex-1 overflow-y-auto rounded-xl px-1 py-2 focus-visible:outline-2 focus-visible:outline-ring"
    >
      {isEmpty ? (
        <p className="grid h-full place-items-center px-4 text-center text-muted-foreground">
          {wording.empty}
        </p>
      ) : (
        <ul ref={list} className="flex flex-col gap-3">
          {messages.map((message) => (
            <ChatBubble
              key={message.id}
              sender={message.sender}
              text={message.text}
              botName={wording.bot}
              streaming={message.id === streamingId}
            />
          ))}
          {typing && <TypingIndicator label={wording.typing} className="pl-10" />}
        </ul>
      )}
      {children && (
        <div aria-live="off" className="mt-3">
          {children}
        </div>
      )}
    </div>
  );
}
