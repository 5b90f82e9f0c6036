import type { Gender } from "@somnia/shared/onboarding";
import { useEffect, useRef } from "react";
import { PageTitle } from "@/components/ui/page-title";
import type { MessageId } from "@/lib/i18n/message-id";
import { t } from "@/lib/i18n/translate";
import { MoonIllustration } from "./moon-illustration";
import { StepBirthYear } from "./step-birth-year";
import { StepGender } from "./step-gender";
import { StepPrivacy } from "./step-privacy";

const STEP_TITLES: readonly MessageId[] = [
  "onboarding.genderTitle",
  "onboarding.birthTitle",
  "onboarding.recurringTitle",
  "onboarding.introTitle",
  "onboarding.betterTitle",
  "onboarding.consistentTitle",
  "onboarding.privacyTitle",
  "onboarding.doneTitle",
];

type Props = {
  step: number;
  gender: Gender | null;
  onGender: (gender: Gender) => void;
  birthYear: string;
  onBirthYear: (value: string) => void;
  yearError?: string;
};

const SLIDE_TEXT: Record<number, MessageId> = {
  4: "onboarding.introText",
  5: "onboarding.betterText",
  6: "onboarding.consistentText",
  8: "onboarding.doneText",
};

/** One step's heading and body; the heading takes focus when the step changes. */
export function OnboardingStep({ step, gender, onGender, birthYear, onBirthYear, yearError }: Props) {
  const titleId = STEP_TITLES[step - 1];
  const title = titleId ? t(titleId) : "";
  const slide = SLIDE_TEXT[step];
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
          <p className="text-muted-foreground">{t("onboarding.genderHint")}</p>
          <StepGender value={gender} onChange={onGender} />
        </>
      ) : null}
      {step === 2 ? (
        <div className="grid justify-items-center gap-2 text-left">
          <StepBirthYear value={birthYear} onChange={onBirthYear} error={yearError} />
          <p className="text-muted-foreground">{t("onboarding.birthHint")}</p>
        </div>
      ) : null}
      {step === 7 ? <StepPrivacy /> : null}
      {slide ? <p className="text-lg">{t(slide)}</p> : null}
    </section>
  );
}
