import { LockKeyhole } from "lucide-react";
import { useConfig } from "@/lib/public-config";
import { privacyExternal, ONBOARDING_STRINGS as S } from "../strings";

/** DESIGN decision 4: exactly what is true, no more. */
export function StepPrivacy() {
  const config = useConfig();
  const provider = config.data?.externalAiProvider;
  return (
    <div className="grid gap-4 text-lg">
      <LockKeyhole aria-hidden="true" className="mx-auto size-14 text-brand" />
      <p>{S.privacyStorage}</p>
      {config.data ? <p>{provider ? privacyExternal(provider) : S.privacyBuiltIn}</p> : null}
    </div>
  );
}
