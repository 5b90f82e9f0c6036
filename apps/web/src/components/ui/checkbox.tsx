import { Check } from "lucide-react";
import type { ComponentProps } from "react";
import { cn } from "@/lib/utils";

/**
 * A native checkbox drawn in Somnia's style (a tick on the brand colour): the browser's own
 * semantics, keyboard and form behaviour, and no script to ship for them.
 */
export function Checkbox({
  className,
  onCheckedChange,
  ...props
}: Omit<ComponentProps<"input">, "type" | "onChange"> & { onCheckedChange?: (checked: boolean) => void }) {
  return (
    <span className="relative inline-flex size-6 shrink-0">
      <input
        type="checkbox"
        onChange={(event) => onCheckedChange?.(event.currentTarget.checked)}
        className={cn(
          "peer size-6 cursor-pointer appearance-none rounded-md border-2 border-input bg-card",
          "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
          "checked:border-brand checked:bg-brand",
          "aria-[invalid=true]:border-danger disabled:cursor-default disabled:opacity-60",
          className,
        )}
        {...props}
      />
      <Check
        aria-hidden="true"
        strokeWidth={3}
        className="pointer-events-none absolute inset-1 size-4 text-brand-foreground opacity-0 peer-checked:opacity-100"
      />
    </span>
  );
}
