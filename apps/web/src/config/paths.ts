/** Every in-app link comes from here. */
export const paths = {
  home: "/",
  calendar: "/calendar",
  interpreter: "/interpreter",
  profile: "/profile",
  symbols: "/symbols",
  auth: "/auth",
  signUpTab: "/auth?tab=signup",
  signup: "/signup",
  signupConfirmation: "/signup-confirmation",
  emailConfirmation: "/email-confirmation",
  authError: "/auth-error",
  forgotPassword: "/forgot-password",
  resetPassword: "/reset-password",
  terms: "/terms",
  privacy: "/privacy",
  welcome: "/welcome",
  onboarding: "/onboarding",
  /** A reminder e-mail's unsubscribe link (apps/server/src/reminders/deliver.ts), public. */
  unsubscribe: "/unsubscribe",
} as const;

export type AppPath = (typeof paths)[keyof typeof paths];

/** The profile's plan choice (`/profile#upgrade`), where every 'Upgrade to Plus' offer leads. */
export const UPGRADE_ANCHOR = "upgrade";

/**
 * My Dreams' address parameter that shows the Log Dream card with its text focused (`/?log=1`):
 * a reminder's link (apps/server/src/reminders/deliver.ts) and 'Skip to today's dream'.
 */
export const LOG_DREAM_PARAM = "log";

/** A symbol's entry in the dream dictionary: `/symbols/water`. */
export const symbolPath = (id: string) => `${paths.symbols}/${encodeURIComponent(id)}`;

/** My Dreams listing only the dreams that carry a symbol (the list's symbol filter, read from the address). */
export const dreamsWithSymbolPath = (id: string) => `${paths.home}?symbol=${encodeURIComponent(id)}`;
