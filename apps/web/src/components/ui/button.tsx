import { type ComponentProps, cloneElement, isValidElement } from "react";
import { cn } from "@/lib/utils";
import { type ButtonSize, type ButtonVariant, buttonLook } from "./button-look";

export type ButtonProps = ComponentProps<"button"> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
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
  const classes = cn(buttonLook(variant, size), className);
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
