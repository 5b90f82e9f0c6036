import { ANALYZER_STRINGS as S } from "../strings";

const DELAYS = ["0ms", "150ms", "300ms"];

/** Three bouncing dots while the analyzer works; still dots when the user prefers less motion. */
export function TypingIndicator() {
  return (
    <li className="flex justify-start pl-10">
      <div
        role="status"
        aria-label={S.typing}
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
