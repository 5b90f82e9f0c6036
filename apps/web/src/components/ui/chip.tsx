import type { ComponentProps } from "react";
import { AppLink } from "@/lib/navigation";
import { cn } from "@/lib/utils";

/** Calm tints, each AA-contrast in both themes: warm for pleasant feelings, cool for hard ones. */
const tones = {
  warm: "bg-amber-100 text-amber-950 dark:bg-amber-900/60 dark:text-amber-50",
  cool: "bg-sky-100 text-sky-950 dark:bg-sky-900/60 dark:text-sky-50",
  neutral: "bg-secondary text-secondary-foreground",
} as const;

export type ChipTone = keyof typeof tones;

/** A rounded label in a list (a tag, a feeling, a symbol); put a small action after its text. */
export function Chip({ tone = "neutral", className, ...props }: ComponentProps<"li"> & { tone?: ChipTone }) {
  return (
    <li
      className={cn(
        "inline-flex min-h-9 items-center gap-1 rounded-full px-3 py-1 text-base",
        tones[tone],
        className,
      )}
      {...props}
    />
  );
}

/** The small round ✕ inside a chip; give it an aria-label such as 'Remove fear'. */
export function ChipButton({ className, ...props }: ComponentProps<"button">) {
  return (
    <button
      type="button"
      className={cn(
        "-mr-1.5 grid size-7 place-items-center rounded-full hover:bg-black/10 dark:hover:bg-white/15",
        "focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring [&_svg]:size-4",
        className,
      )}
      {...props}
    />
  );
}

/** A chip's text as a link (a symbol to its dictionary entry), dotted-underlined so it reads as one. */
export function ChipLink({ className, ...props }: ComponentProps<typeof AppLink>) {
  return (
    <AppLink
      className={cn(
        "rounded underline decoration-dotted underline-offset-4 hover:decoration-solid",
        "focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring",
        className,
      )}
      {...props}
    />
  );
}
