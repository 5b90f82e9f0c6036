import { useEffect, useRef } from "react";
import { paragraphsOf, renderBold } from "@/lib/render-bold";
import { cn } from "@/lib/utils";
import type { ChatMessage } from "../hooks/chat-messages";
import { CHAT_STRINGS as C } from "../strings";

function Bubble({ message }: { message: ChatMessage }) {
  const mine = message.sender === "user";
  return (
    <li className={cn("flex", mine ? "justify-end" : "justify-start")}>
      <div
        className={cn(
          "grid max-w-[85%] gap-2 rounded-2xl px-4 py-2 leading-relaxed",
          mine
            ? "rounded-br-sm bg-primary text-primary-foreground"
            : "rounded-bl-sm bg-muted text-foreground",
        )}
      >
        <span className="sr-only">{mine ? C.you : C.bot}:</span>
        {mine ? (
          <p className="whitespace-pre-wrap break-words">{message.text}</p>
        ) : (
          paragraphsOf(message.text).map((paragraph, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a message's paragraphs only grow at the end.
            <p key={index} className="whitespace-pre-line break-words">
              {renderBold(paragraph)}
            </p>
          ))
        )}
      </div>
    </li>
  );
}

function TypingIndicator() {
  return (
    <li className="flex justify-start">
      <span
        role="status"
        aria-label={C.typing}
        className="flex gap-1 rounded-2xl rounded-bl-sm bg-muted px-4 py-3"
      >
        {[0, 150, 300].map((delay) => (
          <span
            key={delay}
            className="size-2 rounded-full bg-muted-foreground motion-safe:animate-bounce"
            style={{ animationDelay: `${delay}ms` }}
          />
        ))}
      </span>
    </li>
  );
}

/** The conversation, newest at the bottom, kept scrolled to the end; new messages are announced. */
export function ChatMessageList({ messages, typing }: { messages: ChatMessage[]; typing: boolean }) {
  const end = useRef<HTMLLIElement>(null);
  const last = messages.at(-1);
  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll whenever the last message or the indicator changes.
  useEffect(() => {
    end.current?.scrollIntoView({ block: "end" });
  }, [last?.id, last?.text, typing]);
  return (
    <ul aria-live="polite" className="flex flex-col gap-3">
      {messages.map((message) => (
        <Bubble key={message.id} message={message} />
      ))}
      {typing && <TypingIndicator />}
      <li ref={end} aria-hidden="true" />
    </ul>
  );
}
