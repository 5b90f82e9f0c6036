import { cn } from "@/lib/utils";

const DELAYS = ["0ms", "150ms", "300ms"];

/**
 * Three bouncing dots while a chat's bot works (src/lib/chat/chat-state.ts `isTyping`); still dots
 * when the user prefers less motion. `label` names the bot for screen readers.
 */
export function TypingIndicator({ label, className }: { label: string; className?: string }) {
  return (
    <li className={cn("flex justify-start", className)}>
      <div
        role="status"
        aria-label={label}
        className="flex gap-1.5 rounded-2xl rounded-bl-sm bg-muted px-4 py-3.5"
      >
        {DELAYS.map((delay) => (
          <span
            key={delay}
            aria-hidden="true"
            style={{ animationDelay: delay }}
            className="size-2 animate-bounce rounded-full bg-muted-foreground motion-reduce:animate-none"
          />
        ))}
      </div>
    </li>
  );
}
