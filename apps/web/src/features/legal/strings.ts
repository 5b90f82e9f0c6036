/** The legal pages' own words (spec §2, "Terms and privacy pages"); the section texts live beside the pages. */
export const LEGAL_STRINGS = {
  back: "Back",
  termsTitle: "Terms of Service",
  termsLastUpdated: "Last updated: 14.05.2025",
  termsIntro: "Please read these terms carefully before you use Somnia.",
  privacyTitle: "Privacy Policy",
} as const;

/** The minimum age to use Somnia (spec §9). */
export const MINIMUM_AGE = 13;
