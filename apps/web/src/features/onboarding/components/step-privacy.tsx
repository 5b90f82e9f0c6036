import { LockKeyhole } from "lucide-react";
import { useConfig } from "@/api/config";
import { t } from "@/lib/i18n/translate";

/** Exactly what is true, no more (decision 005, decision 018). */
export function StepPrivacy() {
  const config = useConfig();
  const provider = config.data?.externalAiProvider;
  return (
    <div className="grid gap-4 text-lg">
      <LockKeyhole aria-hidden="true" className="mx-auto size-14 text-brand" />
      <p>{t("onboarding.privacyStorage")}</p>
      {config.data ? (
        <p>{provider ? t("onboarding.privacyExternal", { provider }) : t("onboarding.privacyBuiltIn")}</p>
      ) : null}
    </div>
  );
}
