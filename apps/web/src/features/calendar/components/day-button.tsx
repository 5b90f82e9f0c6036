import { useEffect, useRef } from "react";
import type { DayButtonProps } from "react-day-picker";
import { cn } from "@/lib/utils";

/** A dot under the day number: filled for a recorded dream, hollow for "I don't remember" only. */
export function Dot({ kind, className }: { kind: "dream" | "notRemembered"; className?: string }) {
  return (
    <span
      aria-hidden="true"
      data-dot={kind}
      className={cn(
        "inline-block size-2 rounded-full border-2 border-brand",
        kind === "dream" ? "bg-brand" : "bg-transparent",
        className,
      )}
    />
  );
}

/**
 * react-day-picker's day button (keeps its focus handling) with the day's dot. The number sits
 * above the middle, leaving the dot room of its own below it (react-day-picker's styles are outside
 * Tailwind's layers, hence the important padding).
 */
export function DayButton({ day: _day, modifiers, children, className, ...props }: DayButtonProps) {
  const ref = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (modifiers.focused) ref.current?.focus();
  }, [modifiers.focused]);
  const kind = modifiers.dream ? "dream" : modifiers.notRemembered ? "notRemembered" : null;
  return (
    <button ref={ref} className={cn("relative pb-3!", className)} {...props}>
      {children}
      {kind ? <Dot kind={kind} className="absolute bottom-1 left-1/2 -translate-x-1/2" /> : null}
    </button>
  );
}
