/**
 * The landing host's text in English, the source (docs/translating.md): each other language's
 * catalogue beside this one has the same keys and placeholders (`{link}`), checked by
 * ../catalogue.test.ts. Plain text: the renderer escapes it.
 */
export const en = {
  skip: "Skip to content",
  login: "Login",
  /** The language menu's name, before the current language's (read by screen readers only). */
  language: "Language:",
  footer: {
    label: "Legal and contact",
    terms: "Terms",
    privacy: "Privacy Policy",
    contact: "Contact",
  },
  home: {
    title: "Somnia · Your private dream journal",
    description:
      "Somnia is a private dream journal: log your dreams each morning and explore them with an AI analyst that learns what they mean to you.",
    heading: "Remember your dreams. Understand what they tell you.",
    intro:
      "Somnia is a private dream journal with an AI dream analyst and interpreter that learns what your dreams mean to you.",
    getStarted: "Get Started",
    /** The picture of the app below the hero (../picture.ts), for screen readers. */
    picture:
      "Somnia's Dream Analyzer at work: a dream about a lighthouse by the sea, the analyst's brief reading, and its questions with the dreamer's answer.",
    featuresHeading: "Features",
    features: [
      {
        title: "Dream Journaling",
        text: "Write down a dream in a minute each morning, with its date, a title and tags, and watch your streak grow on the calendar.",
      },
      {
        title: "AI Analysis",
        text: "An analyst gives a brief reading and asks a few questions; the interpreter then reads your dreams in the light of your answers and your recurring dreams.",
      },
      {
        title: "Privacy First",
        text: "Your dreams are encrypted with a key of your own, never sold and never used for advertising. Export or delete everything at any time.",
      },
    ],
    closingHeading: "Your dreams are waiting to be written down.",
    closingAction: "Start Your Dream Journey",
  },
  terms: {
    description: "The terms of use of Somnia, the private dream journal.",
    back: "← Back to Somnia",
  },
  authError: {
    title: "Signing in · Somnia",
    description: "Taking you back to Somnia.",
    heading: "Taking you back to Somnia…",
    text: "Signing in did not finish. {link} to see why and try again.",
    link: "Continue to Somnia",
  },
  notFound: {
    title: "Dream not found · Somnia",
    heading: "Dream not found",
    text: "This page drifted away like a dream at dawn.",
    back: "Return to the home page",
  },
};

export type LandingText = typeof en;
