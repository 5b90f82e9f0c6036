import { useEffect, useRef } from "react";
import { TypingIndicator } from "@/components/chat/typing-indicator";
import type { ChatMessage } from "@/lib/chat/chat-state";
import { t } from "@/lib/i18n/translate";
import { paragraphsOf, renderBold } from "@/lib/render-bold";
import { cn } from "@/lib/utils";

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
        <span className="sr-only">
          {t("interpreter.chat.speaker", {
            name: mine ? t("interpreter.chat.you") : t("interpreter.chat.bot"),
          })}
        </span>
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
      {typing && <TypingIndicator label={t("interpreter.chat.typing")} />}
      <li ref={end} aria-hidden="true" />
    </ul>
  );
}
