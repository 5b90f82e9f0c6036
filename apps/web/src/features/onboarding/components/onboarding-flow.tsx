import {
  birthYearSchema,
  type Gender,
  MIN_BIRTH_YEAR,
  ONBOARDING_STEP_COUNT,
} from "@somnia/shared/onboarding";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { ProgressDots } from "@/components/ui/progress-dots";
import { t } from "@/lib/i18n/translate";
import { toast } from "@/lib/toast";
import { useOnboardingSaves } from "../hooks/use-onboarding-saves";
import { OnboardingStep } from "./onboarding-step";
import { StepRecurring } from "./step-recurring";

type Props = { onComplete: () => void; completing: boolean };

/** The eight onboarding steps with progress dots, Back/Next and 'Get Started'. */
export function OnboardingFlow({ onComplete, completing }: Props) {
  const [step, setStep] = useState(1);
  const [gender, setGender] = useState<Gender | null>(null);
  const [birthYear, setBirthYear] = useState("");
  const [yearError, setYearError] = useState<string>();
  const saves = useOnboardingSaves();
  const next = () => setStep((s) => Math.min(s + 1, ONBOARDING_STEP_COUNT));
  // A step the person leaves takes its toasts along: none lingers over the steps after it.
  const leave = (move: () => void) => {
    toast.dismiss();
    move();
  };

  function onNext() {
    if (step === 2 && gender) {
      const year = birthYearSchema().safeParse(birthYear);
      if (!year.success)
        return setYearError(
          t("onboarding.birthYearError", { min: MIN_BIRTH_YEAR, max: new Date().getFullYear() }),
        );
      setYearError(undefined);
      saves.savePersonal(gender, year.data);
    }
    leave(next);
  }

  const nextDisabled = (step === 1 && !gender) || (step === 2 && birthYear.length !== 4);
  const showBack = step !== 1 && step !== 3;

  return (
    <Card className="grid gap-8 p-6 sm:p-10">
      <ProgressDots current={step} total={ONBOARDING_STEP_COUNT} />
      <OnboardingStep
        key={step}
        step={step}
        gender={gender}
        onGender={setGender}
        birthYear={birthYear}
        onBirthYear={setBirthYear}
        yearError={yearError}
      />
      {step === 3 ? (
        <StepRecurring
          saving={saves.savingRecurring}
          onAdd={(text) => saves.saveRecurring(text, next)}
          onSkip={() => leave(next)}
        />
      ) : (
        <div className="flex items-center justify-between gap-3">
          {showBack ? (
            <Button variant="outline" onClick={() => leave(() => setStep((s) => s - 1))}>
              {t("onboarding.back")}
            </Button>
          ) : (
            <span />
          )}
          {step < ONBOARDING_STEP_COUNT ? (
            <Button onClick={onNext} disabled={nextDisabled}>
              {t("onboarding.next")}
            </Button>
          ) : (
            <Button size="lg" onClick={onComplete} disabled={completing}>
              {completing ? t("onboarding.gettingStarted") : t("onboarding.getStarted")}
            </Button>
          )}
        </div>
      )}
    </Card>
  );
}
