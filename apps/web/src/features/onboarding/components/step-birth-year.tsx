import { MIN_BIRTH_YEAR } from "@somnia/shared/onboarding";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { t } from "@/lib/i18n/translate";

type Props = { value: string; onChange: (value: string) => void; error?: string };

export function StepBirthYear({ value, onChange, error }: Props) {
  return (
    <FormField label={t("onboarding.birthLabel")} error={error}>
      <Input
        type="number"
        inputMode="numeric"
        placeholder={t("onboarding.birthPlaceholder")}
        min={MIN_BIRTH_YEAR}
        max={new Date().getFullYear()}
        value={value}
        onChange={(event) => onChange(event.target.value.slice(0, 4))}
        className="max-w-40 text-lg"
      />
    </FormField>
  );
}
