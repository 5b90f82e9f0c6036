import { GENDERS, type Gender } from "@somnia/shared/onboarding";
import { RadioCard, RadioGroup } from "@/components/ui/radio-group";
import { ONBOARDING_STRINGS as S } from "../strings";

export function StepGender({
  value,
  onChange,
}: {
  value: Gender | null;
  onChange: (gender: Gender) => void;
}) {
  return (
    <RadioGroup
      aria-label={S.genderTitle}
      value={value ?? ""}
      onValueChange={(next) => onChange(next as Gender)}
      className="sm:grid-cols-3"
    >
      {GENDERS.map((gender) => (
        <RadioCard key={gender} value={gender}>
          {S.genders[gender]}
        </RadioCard>
      ))}
    </RadioGroup>
  );
}
