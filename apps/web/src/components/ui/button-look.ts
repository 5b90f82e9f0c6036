/**
 * The buttons' looks as class lists, without tailwind-merge: the route's error page, part of the
 * first load, dresses a plain button in them; Button (./button.tsx) merges a caller's classes in.
 */

/** What is chosen looks the same everywhere: a pressed toggle, a chosen tag, a checked level. */
export const SELECTED_LOOK = "border border-brand bg-brand text-brand-foreground hover:opacity-90";

const variants = {
  primary: "bg-primary text-primary-foreground hover:bg-primary-hover shadow-sm",
  selected: SELECTED_LOOK,
  secondary: "bg-secondary text-secondary-foreground hover:bg-accent",
  outline: "border border-input bg-card text-foreground hover:bg-accent",
  ghost: "text-foreground hover:bg-accent",
  destructive: "bg-destructive text-destructive-foreground hover:opacity-90",
  link: "text-link underline-offset-4 hover:underline px-0 h-auto",
} as const;

const sizes = {
  default: "h-11 px-5",
  sm: "h-10 px-3",
  lg: "h-12 px-6 text-lg",
  icon: "h-11 w-11",
} as const;

export type ButtonVariant = keyof typeof variants;
export type ButtonSize = keyof typeof sizes;

/** The classes of a button of that variant and size. */
export function buttonLook(variant: ButtonVariant = "primary", size: ButtonSize = "default"): string {
  return [
    "inline-flex items-center justify-center gap-2 whitespace-nowrap rounded-xl text-base font-semibold transition-colors",
    "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
    "disabled:pointer-events-none disabled:opacity-60 [&_svg]:size-5 [&_svg]:shrink-0",
    variants[variant],
    sizes[size],
  ].join(" ");
}
