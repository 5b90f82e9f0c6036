import * as DropdownMenuPrimitive from "@radix-ui/react-dropdown-menu";
import type { ComponentProps } from "react";
import { cn } from "@/lib/utils";

export const DropdownMenu = DropdownMenuPrimitive.Root;
export const DropdownMenuTrigger = DropdownMenuPrimitive.Trigger;

/** `portal={false}` keeps the menu inside its landmark (e.g. a nav bar). */
export function DropdownMenuContent({
  className,
  sideOffset = 8,
  portal = true,
  ...props
}: ComponentProps<typeof DropdownMenuPrimitive.Content> & { portal?: boolean }) {
  const content = (
    <DropdownMenuPrimitive.Content
      sideOffset={sideOffset}
      className={cn(
        "z-50 min-w-44 rounded-xl border border-border bg-card p-1 text-card-foreground shadow-lg",
        className,
      )}
      {...props}
    />
  );
  return portal ? <DropdownMenuPrimitive.Portal>{content}</DropdownMenuPrimitive.Portal> : content;
}

export function DropdownMenuItem({ className, ...props }: ComponentProps<typeof DropdownMenuPrimitive.Item>) {
  return (
    <DropdownMenuPrimitive.Item
      className={cn(
        "flex cursor-pointer select-none items-center gap-2 rounded-lg px-3 py-2 text-base outline-none",
        "data-[highlighted]:bg-accent data-[highlighted]:text-accent-foreground [&_svg]:size-5",
        className,
      )}
      {...props}
    />
  );
}
