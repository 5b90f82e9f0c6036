import { Eye, EyeOff } from "lucide-react";
import { type ComponentProps, useState } from "react";
import { t } from "@/lib/i18n/translate";
import { cn } from "@/lib/utils";
import { Input } from "./input";

/** A password field with a show/hide toggle. */
export function PasswordInput({ className, ...props }: Omit<ComponentProps<"input">, "type">) {
  const [visible, setVisible] = useState(false);
  const Icon = visible ? EyeOff : Eye;
  return (
    <div className="relative">
      <Input type={visible ? "text" : "password"} className={cn("pr-12", className)} {...props} />
      <button
        type="button"
        onClick={() => setVisible((v) => !v)}
        className="absolute right-1 top-1/2 flex size-9 -translate-y-1/2 items-center justify-center rounded-lg text-muted-foreground hover:bg-accent hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
      >
        <Icon aria-hidden="true" className="size-5" />
        <span className="sr-only">{visible ? t("common.hidePassword") : t("common.showPassword")}</span>
      </button>
    </div>
  );
}
