import { GENDERS, type Gender } from "@somnia/shared/onboarding";
import { RadioCard, RadioGroup } from "@/components/ui/radio-group";
import type { MessageId } from "@/lib/i18n/message-id";
import { t } from "@/lib/i18n/translate";

const GENDER_LABELS: Record<Gender, MessageId> = {
  male: "onboarding.genders.male",
  female: "onboarding.genders.female",
  other: "onboarding.genders.other",
};

export function StepGender({
  value,
  onChange,
}: {
  value: Gender | null;
  onChange: (gender: Gender) => void;
}) {
  return (
    <RadioGroup
      aria-label={t("onboarding.genderTitle")}
      value={value ?? ""}
      onValueChange={(next) => onChange(next as Gender)}
      className="sm:grid-cols-3"
    >
      {GENDERS.map((gender) => (
        <RadioCard key={gender} value={gender}>
          {t(GENDER_LABELS[gender])}
        </RadioCard>
      ))}
    </RadioGroup>
  );
}
