import { useState } from "react";
import { cn } from "@/lib/utils";

/** The user's picture, or the first letter of their name. */
export function Avatar({ name, src, className }: { name: string; src?: string | null; className?: string }) {
  const [failed, setFailed] = useState(false);
  const initial = name.trim().charAt(0).toUpperCase() || "?";
  return (
    <span
      className={cn(
        "inline-flex size-16 shrink-0 items-center justify-center overflow-hidden rounded-full bg-brand text-2xl font-bold text-brand-foreground",
        className,
      )}
    >
      {src && !failed ? (
        <img src={src} alt="" className="size-full object-cover" onError={() => setFailed(true)} />
      ) : (
        <span aria-hidden="true" data-user-content>
          {initial}
        </span>
      )}
    </span>
  );
}
