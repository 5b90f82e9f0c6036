import type { PasswordStrength } from "@somnia/shared/password-strength";
import { useEffect, useState } from "react";
import { t } from "@/lib/i18n/translate";
import { cn } from "@/lib/utils";

let strengthModule: Promise<typeof import("@somnia/shared/password-strength")> | undefined;

/** The strength check with its dictionaries (~1 MB): fetched once, when a password is first typed. */
export function loadPasswordStrength() {
  strengthModule ??= import("@somnia/shared/password-strength");
  return strengthModule;
}

/** Whether the server will take `password` for a person with these details (it checks the same way). */
export async function isAcceptablePassword(password: string, personal: string[]): Promise<boolean> {
  return (await loadPasswordStrength()).passwordStrength(password, personal).acceptable;
}

/** `password`'s strength, once the check has loaded; null while the field is empty. */
export function usePasswordStrength(password: string, personal: string[]): PasswordStrength | null {
  const [strength, setStrength] = useState<PasswordStrength | null>(null);
  const details = personal.join("\n");
  useEffect(() => {
    if (!password) {
      setStrength(null);
      return;
    }
    let current = true;
    void loadPasswordStrength().then(({ passwordStrength }) => {
      if (current) setStrength(passwordStrength(password, details.split("\n")));
    });
    return () => {
      current = false;
    };
  }, [password, details]);
  return strength;
}

const LEVELS = [
  { label: "auth.strengthTooEasy", bar: "bg-danger" },
  { label: "auth.strengthTooEasy", bar: "bg-danger" },
  { label: "auth.strengthFair", bar: "bg-amber-500" },
  { label: "auth.strengthGood", bar: "bg-primary" },
  { label: "auth.strengthStrong", bar: "bg-emerald-600" },
] as const;

/** Four bars and a word for the password being chosen; announced politely as it changes. */
export function PasswordStrengthMeter({ strength }: { strength: PasswordStrength | null }) {
  const level = strength ? LEVELS[strength.score] : undefined;
  return (
    <div className="-mt-2 grid gap-1" aria-live="polite">
      <div className="flex gap-1" aria-hidden="true">
        {[1, 2, 3, 4].map((bar) => (
          <span
            key={bar}
            className={cn(
              "h-1.5 flex-1 rounded-full",
              strength && bar <= Math.max(strength.score, 1) ? level?.bar : "bg-muted",
            )}
          />
        ))}
      </div>
      <p className="text-sm text-muted-foreground">
        {level ? t("auth.passwordStrength", { level: t(level.label) }) : t("auth.passwordStrengthHint")}
      </p>
    </div>
  );
}
