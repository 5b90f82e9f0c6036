import { RetryNotice } from "@/components/ui/retry-notice";
import { t } from "@/lib/i18n/translate";

/** Shown when GET /api/me fails for a reason other than a missing profile. */
export function ProfileError({ onRetry }: { onRetry: () => void }) {
  return (
    <RetryNotice
      title={t("common.profileLoadErrorTitle")}
      description={t("common.profileLoadErrorDescription")}
      retryLabel={t("common.tryAgain")}
      onRetry={onRetry}
    />
  );
}
