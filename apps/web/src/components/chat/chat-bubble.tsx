import { MoonStar } from "lucide-react";
import type { ChatMessage } from "@/lib/chat/chat-state";
import { t } from "@/lib/i18n/translate";
import { renderBold } from "@/lib/render-bold";
import { cn } from "@/lib/utils";

type ChatBubbleProps = { sender: ChatMessage["sender"]; text: string; streaming?: boolean };

/** One message: the analyzer's on the left, the user's on the right. Only `**bold**` is rendered. */
export function ChatBubble({ sender, text, streaming }: ChatBubbleProps) {
  const isBot = sender === "bot";
  return (
    <li data-sender={sender} className={cn("flex items-end gap-2", isBot ? "justify-start" : "justify-end")}>
      {isBot && (
        <span
          aria-hidden="true"
          className="mb-1 grid size-8 shrink-0 place-items-center rounded-full bg-secondary"
        >
          <MoonStar className="size-4 text-brand" />
        </span>
      )}
      <div
        className={cn(
          "max-w-[85%] whitespace-pre-wrap break-words rounded-2xl px-4 py-2.5 leading-relaxed",
          isBot ? "rounded-bl-sm bg-muted text-foreground" : "rounded-br-sm bg-brand text-brand-foreground",
        )}
      >
        <span className="sr-only">
          {t("analyzer.speaker", { name: isBot ? t("analyzer.analyzer") : t("analyzer.you") })}
        </span>
        {renderBold(text)}
        {streaming && (
          <span
            aria-hidden="true"
            className="ml-0.5 inline-block h-4 w-1.5 translate-y-0.5 animate-pulse rounded-sm bg-brand motion-reduce:animate-none"
          />
        )}
      </div>
    </li>
  );
}
