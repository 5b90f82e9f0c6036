import { useEffect, useRef } from "react";
import { ChatBubble } from "@/components/chat/chat-bubble";
import { TypingIndicator } from "@/components/chat/typing-indicator";
import type { ChatMessage } from "@/lib/chat/chat-state";
import { t } from "@/lib/i18n/translate";

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
        <ChatBubble
          key={message.id}
          sender={message.sender}
          text={message.text}
          botName={t("interpreter.chat.bot")}
        />
      ))}
      {typing && <TypingIndicator label={t("interpreter.chat.typing")} />}
      <li ref={end} aria-hidden="true" />
    </ul>
  );
}
