import type { Gender } from "@somnia/shared/onboarding";
import { useEffect, useRef } from "react";
import { PageTitle } from "@/components/ui/page-title";
import { ONBOARDING_STRINGS as S } from "../strings";
import { MoonIllustration } from "./moon-illustration";
import { StepBirthYear } from "./step-birth-year";
import { StepGender } from "./step-gender";
import { StepPrivacy } from "./step-privacy";

export const STEP_TITLES = [
  S.genderTitle,
  S.birthTitle,
  S.recurringTitle,
  S.introTitle,
  S.betterTitle,
  S.consistentTitle,
  S.privacyTitle,
  S.doneTitle,
] as const;

type Props = {
  step: number;
  title: string;
  gender: Gender | null;
  onGender: (gender: Gender) => void;
  birthYear: string;
  onBirthYear: (value: string) => void;
  yearError?: string;
};

const SLIDE_TEXT: Record<number, string> = {
  4: S.introText,
  5: S.betterText,
  6: S.consistentText,
  8: S.doneText,
};

/** One step's heading and body; the heading takes focus when the step changes. */
export function OnboardingStep({ step, title, gender, onGender, birthYear, onBirthYear, yearError }: Props) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (step > 1) heading.current?.focus();
  }, [step]);

  return (
    <section aria-labelledby="onboarding-step-title" className="grid gap-6 text-center">
      <PageTitle title={title} />
      {step === 4 ? <MoonIllustration /> : null}
      <h1 id="onboarding-step-title" ref={heading} tabIndex={-1} className="text-3xl font-bold outline-none">
        {title}
      </h1>
      {step === 1 ? (
        <>
          <p className="text-muted-foreground">{S.genderHint}</p>
          <StepGender value={gender} onChange={onGender} />
        </>
      ) : null}
      {step === 2 ? (
        <div className="grid justify-items-center gap-2 text-left">
          <StepBirthYear value={birthYear} onChange={onBirthYear} error={yearError} />
          <p className="text-muted-foreground">{S.birthHint}</p>
        </div>
      ) : null}
      {step === 7 ? <StepPrivacy /> : null}
      {SLIDE_TEXT[step] ? <p className="text-lg">{SLIDE_TEXT[step]}</p> : null}
    </section>
  );
}
