import { type ComponentProps, cloneElement, isValidElement } from "react";
import { cn } from "@/lib/utils";

const variants = {
  primary: "bg-primary text-primary-foreground hover:bg-primary-hover shadow-sm",
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

export type ButtonProps = ComponentProps<"button"> & {
  variant?: keyof typeof variants;
  size?: keyof typeof sizes;
  /** The one child element (a link) is the button: it takes the button's look and props, its own win. */
  asChild?: boolean;
};

export function Button({
  className,
  variant = "primary",
  size = "default",
  asChild,
  children,
  ...props
}: ButtonProps) {
  const classes = cn(
    "inline-flex items-center justify-center gap-2 whitespace-nowrap rounded-xl text-base font-semibold transition-colors",
    "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
    "disabled:pointer-events-none disabled:opacity-60 [&_svg]:size-5 [&_svg]:shrink-0",
    variants[variant],
    sizes[size],
    className,
  );
  if (asChild && isValidElement<{ className?: string }>(children)) {
    const own = children.props;
    return cloneElement(children, { ...props, ...own, className: cn(classes, own.className) });
  }
  return (
    <button className={classes} {...props}>
      {children}
    </button>
  );
}
