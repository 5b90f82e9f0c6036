import type { ComponentProps } from "react";
import { cn } from "@/lib/utils";

export const inputClassName = cn(
  "w-full rounded-xl border border-input bg-card px-3 py-2 text-base text-foreground",
  "placeholder:text-muted-foreground focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring",
  "disabled:cursor-not-allowed disabled:opacity-60 aria-[invalid=true]:border-danger",
);

export function Input({ className, ...props }: ComponentProps<"input">) {
  return <input className={cn(inputClassName, "h-11", className)} {...props} />;
}

export function Textarea({ className, ...props }: ComponentProps<"textarea">) {
  return <textarea className={cn(inputClassName, "min-h-28 leading-relaxed", className)} {...props} />;
}
