import { MoonStar } from "lucide-react";
import type { ChatMessage } from "@/lib/chat/chat-state";
import { t } from "@/lib/i18n/translate";
import { paragraphsOf, renderBold } from "@/lib/render-bold";
import { cn } from "@/lib/utils";

type ChatBubbleProps = {
  sender: ChatMessage["sender"];
  text: string;
  /** Who the bot is, for screen readers: 'Analyzer' or 'Interpreter'. */
  botName: string;
  /** The bot's message is still being written: it ends in a cursor. */
  streaming?: boolean;
};

/**
 * One message, alike in every chat: the bot's on the left beside its moon, its paragraphs and
 * `**bold**` rendered; the user's on the right in the brand colour, exactly as typed. What either
 * says is content, not the app's wording (`data-user-content`): the reader's words, and the analyst's,
 * which are dream content (a chat's few lines from the catalogue go with them).
 */
export function ChatBubble({ sender, text, botName, streaming }: ChatBubbleProps) {
  const isBot = sender === "bot";
  const paragraphs = paragraphsOf(text);
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
          "grid max-w-[85%] gap-2 break-words rounded-2xl px-4 py-2.5 leading-relaxed",
          isBot ? "rounded-bl-sm bg-muted text-foreground" : "rounded-br-sm bg-brand text-brand-foreground",
        )}
      >
        <span className="sr-only">
          {t("common.chatSpeaker", { name: isBot ? botName : t("common.you") })}
        </span>
        {isBot ? (
          // An answer still empty shows its cursor alone.
          (paragraphs.length > 0 ? paragraphs : [""]).map((paragraph, index, all) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a message's paragraphs only grow at the end.
            <p key={index} className="whitespace-pre-line" data-user-content>
              {renderBold(paragraph)}
              {streaming && index === all.length - 1 && (
                <span
                  aria-hidden="true"
                  className="ml-0.5 inline-block h-4 w-1.5 translate-y-0.5 animate-pulse rounded-sm bg-brand motion-reduce:animate-none"
                />
              )}
            </p>
          ))
        ) : (
          <p className="whitespace-pre-wrap" data-user-content>
            {text}
          </p>
        )}
      </div>
    </li>
  );
}
