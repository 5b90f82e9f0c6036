import { useEffect, useRef } from "react";
import { ChatBubble } from "@/components/chat/chat-bubble";
import { TypingIndicator } from "@/components/chat/typing-indicator";
import type { ChatMessage } from "@/lib/chat/chat-state";
import { t } from "@/lib/i18n/translate";
import { useReducedMotion } from "../hooks/use-reduced-motion";

/** `streamingId`: the bot message still being written (it shows a cursor). */
type ChatLogProps = { messages: ChatMessage[]; streamingId: string | null; typing: boolean };

/** The conversation, newest at the bottom and kept in view; a live log for screen readers. */
export function ChatLog({ messages, streamingId, typing }: ChatLogProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const reducedMotion = useReducedMotion();
  const isEmpty = messages.length === 0 && !typing;
  const lastText = messages.at(-1)?.text;

  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll whenever a message is added or grows.
  useEffect(() => {
    const element = scroller.current;
    if (!element || isEmpty) return;
    element.scrollTo({ top: element.scrollHeight, behavior: reducedMotion ? "auto" : "smooth" });
  }, [messages.length, lastText, isEmpty, reducedMotion]);

  return (
    <div
      ref={scroller}
      role="log"
      aria-live="polite"
      aria-label={t("analyzer.logLabel")}
      aria-busy={streamingId !== null}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard.
      tabIndex={0}
      className="min-h-0 flex-1 overflow-y-auto rounded-xl px-1 py-2 focus-visible:outline-2 focus-visible:outline-ring"
    >
      {isEmpty ? (
        <p className="grid h-full place-items-center px-4 text-center text-muted-foreground">
          {t("analyzer.empty")}
        </p>
      ) : (
        <ul className="flex flex-col gap-3">
          {messages.map((message) => (
            <ChatBubble
              key={message.id}
              sender={message.sender}
              text={message.text}
              botName={t("analyzer.analyzer")}
              streaming={message.id === streamingId}
            />
          ))}
          {typing && <TypingIndicator label={t("analyzer.typing")} className="pl-10" />}
        </ul>
      )}
    </div>
  );
}
