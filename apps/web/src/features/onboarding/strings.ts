export const ONBOARDING_STRINGS = {
  back: "Back",
  next: "Next",
  add: "Add",
  adding: "Adding...",
  skip: "Skip",
  getStarted: "Get Started",
  gettingStarted: "Getting started...",
  genderTitle: "Choose your gender",
  genderHint: "It helps the interpreter read your dreams in context.",
  genders: { male: "Male", female: "Female", other: "Other" },
  birthTitle: "When were you born?",
  birthLabel: "Year of birth",
  birthHint: "Only the year, as four digits.",
  recurringTitle: "Do you have any Recurring dreams?",
  recurringLabel: "Recurring dreams",
  recurringHint:
    "Describe any dream that keeps coming back. You can skip this and add it later on your profile.",
  saveFailed: "Could not save your information",
  introTitle: "Psychology meets AI",
  introText:
    "Somnia combines ideas from dream psychology with an AI analyst. It asks you a few questions about each dream and then offers an interpretation.",
  betterTitle: "It gets better the more you log",
  betterText:
    "Every dream you record and every question you answer gives the interpreter more context, so its readings become more personal over time.",
  consistentTitle: "Keep logging consistently",
  consistentText:
    "Dreams fade within minutes of waking. Write yours down each morning, even a fragment, and watch your streak and patterns grow on the calendar.",
  privacyTitle: "Your dreams stay private",
  privacyStorage:
    "Your dreams, analyses and interpretations are stored encrypted with a key unique to you. A copy of the database alone reveals nothing, and deleting your account destroys the key.",
  privacyBuiltIn: "Analysis runs on Somnia's own server; your dream text is not sent to any outside service.",
  doneTitle: "You're All Set!",
  doneText: "Your journal is ready. Log your first dream whenever you wake up.",
  completeFailed: "Failed to complete onboarding",
} as const;

export function privacyExternal(provider: string) {
  return `To analyse a dream, its text is sent to ${provider}.`;
}

export function birthYearError(maxYear: number) {
  return `Enter a year between 1900 and ${maxYear}`;
}
