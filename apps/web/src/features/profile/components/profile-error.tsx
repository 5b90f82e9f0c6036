import { Button } from "@/components/ui/button";
import { t } from "@/lib/i18n/translate";

/** Shown when GET /api/me fails for a reason other than a missing profile. */
export function ProfileError({ onRetry }: { onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="mx-auto max-w-md space-y-3 rounded-2xl border border-border bg-card p-6 text-center"
    >
      <p className="text-lg font-bold">{t("profile.loadErrorTitle")}</p>
      <p className="text-muted-foreground">{t("profile.loadErrorDescription")}</p>
      <Button variant="outline" onClick={onRetry}>
        {t("profile.tryAgain")}
      </Button>
    </div>
  );
}
