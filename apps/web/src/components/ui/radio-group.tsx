import * as RadioGroupPrimitive from "@radix-ui/react-radio-group";
import type { ComponentProps } from "react";
import { cn } from "@/lib/utils";

export function RadioGroup({ className, ...props }: ComponentProps<typeof RadioGroupPrimitive.Root>) {
  return <RadioGroupPrimitive.Root className={cn("grid gap-3", className)} {...props} />;
}

/** A large selectable card; its children are the visible label. */
export function RadioCard({
  className,
  children,
  ...props
}: ComponentProps<typeof RadioGroupPrimitive.Item>) {
  return (
    <RadioGroupPrimitive.Item
      className={cn(
        "flex w-full items-center gap-3 rounded-xl border-2 border-border bg-card px-4 py-3 text-left text-lg font-semibold",
        "transition-colors hover:bg-accent focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
        "data-[state=checked]:border-brand data-[state=checked]:bg-accent",
        className,
      )}
      {...props}
    >
      <span
        aria-hidden="true"
        className="flex size-5 shrink-0 items-center justify-center rounded-full border-2 border-input"
      >
        <RadioGroupPrimitive.Indicator className="size-2.5 rounded-full bg-brand" />
      </span>
      {children}
    </RadioGroupPrimitive.Item>
  );
}
